/** Module resolve hook (see server-node.mjs): "server-only" with the "react-server" condition, nothing else changed. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== "server-only") return nextResolve(specifier, context);
  return nextResolve(specifier, { ...context, conditions: [...context.conditions, "react-server"] });
}
