/** A car's pages keep the car's number in the header when the slot is not matched (a reload under a sub-route). */
export { default } from "./page";
