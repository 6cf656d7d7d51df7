"use client";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Bot, Send, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { AUTOBOT_QUICK_QUESTIONS, askAutobot, autobotAnswer, type AutobotAction, type AutobotAnswer, type AutobotFacts } from "@/domain/vehicle-page/autobot";
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { trackEvent } from "@/components/analytics/analytics-client";
import { ANALYTICS_EVENTS } from "@/domain/analytics/analytics-events";
import { apiFailureOf, fieldMessage, SUBMIT_FAILED } from "@/components/forms/api-failure";
import { AUTOBOT_QUESTIONS_MAX, chatMessageSchema, type ChatMessage } from "@/contracts/chat/chat-message";
import { cn } from "@/lib/utils";

export type ChatWidget = "chat" | "autobot";

export interface ChatPanelProps {
  widget: ChatWidget;
  open: boolean;
  onClose: () => void;
  /** Autobot hands a question to the team: the launcher switches the panel to the chat. */
  onSwitch: (widget: ChatWidget) => void;
  dealerName: string;
  carId: number;
  /** Whether Autobot answers on this site. */
  autobot: boolean;
  facts: AutobotFacts;
}

type Entry = { id: number; from: "shopper" | "autobot" | "dealer"; text: string; actions?: AutobotAction[]; askedAutobot?: boolean };
type ChatField = "firstName" | "phone" | "message";
const CHAT_FIELDS: readonly string[] = ["firstName", "phone", "message"];

const AUTHOR: Record<Entry["from"], string> = { shopper: "You", autobot: "Autobot", dealer: "" };

/**
 * The conversation panel: Autobot answers questions about the car from its listing (src/domain/vehicle-page/autobot.ts);
 * a message to the team is sent as an Instant Message (POST /api/chat-messages) with a first name and a
 * mobile to reply to, carrying what Autobot was asked before. Not modal: the page stays usable beside it;
 * Escape or the close button closes it, and focus goes to the message box when it opens.
 */
export function ChatPanel({ widget, open, onClose, onSwitch, dealerName, carId, autobot, facts }: ChatPanelProps) {
  const id = useId();
  const nextId = useRef(0);
  const greeting = (mode: ChatWidget): Entry =>
    mode === "autobot"
      ? { id: nextId.current++, from: "autobot", text: autobotAnswer("greeting", facts).text }
      : { id: nextId.current++, from: "dealer", text: `Hi! Send ${dealerName} a message about the ${facts.title}. The team will reply by text message.` };
  const [entries, setEntries] = useState<Entry[]>(() => [greeting(widget)]);
  const [draft, setDraft] = useState("");
  const [question, setQuestion] = useState("");
  const [details, setDetails] = useState<{ firstName: string; phone: string } | null>(null);
  const [firstName, setFirstName] = useState("");
  const [phone, setPhone] = useState("");
  const [errors, setErrors] = useState<Partial<Record<ChatField | "root", string>>>({});
  const [sending, setSending] = useState(false);
  const composer = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Entries up to this id went with an earlier message; only later Autobot questions go with the next one.
  const sentUpTo = useRef(-1);
  const log = useRef<HTMLOListElement>(null);

  // Opening in a mode not yet greeted adds that mode's greeting (Autobot's, or the team's). A mode has been
  // greeted when the log holds a line from it: every Autobot or team line comes after that mode's greeting.
  useEffect(() => {
    const from = widget === "autobot" ? "autobot" : "dealer";
    setEntries((list) => (list.some((e) => e.from === from) ? list : [...list, greeting(widget)]));
    // greeting reads only props; the widget is what this answers to.
  }, [widget]);

  // Focus moves into the panel when it opens: to the message box, or on a touch screen to the panel itself, so
  // the on-screen keyboard does not cover the conversation and the quick questions.
  useEffect(() => {
    if (!open) return;
    if (window.matchMedia("(pointer: coarse)").matches) panel.current?.focus();
    else composer.current?.focus();
  }, [open, widget]);

  useEffect(() => {
    log.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [entries]);

  const add = (...list: Array<Omit<Entry, "id">>) => setEntries((current) => [...current, ...list.map((e) => ({ ...e, id: nextId.current++ }))]);

  const ask = (text: string, answer: AutobotAnswer, typed: boolean) => {
    add({ from: "shopper", text, askedAutobot: true }, { from: "autobot", text: answer.text, actions: answer.actions });
    if (typed) setQuestion("");
  };

  const act = (action: AutobotAction) => {
    if (action.kind === "link") {
      if (action.href.startsWith("#")) onClose();
      window.location.assign(action.href);
      return;
    }
    // A hand-over adds its question to what the shopper already started writing.
    setDraft((current) => (current.trim() ? `${current.trim()}\n${action.message}` : action.message));
    onSwitch("chat");
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const autobotQuestions = entries
      .filter((e) => e.askedAutobot && e.id > sentUpTo.current)
      .slice(-AUTOBOT_QUESTIONS_MAX)
      .map((e) => e.text.slice(0, 500));
    const lastId = entries[entries.length - 1]?.id ?? -1;
    const parsed = chatMessageSchema.safeParse({ firstName: details?.firstName ?? firstName, phone: details?.phone ?? phone, message: draft, carId, autobotQuestions });
    if (!parsed.success) {
      const found: Partial<Record<ChatField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === "string" && CHAT_FIELDS.includes(field)) found[field as ChatField] ??= issue.message;
      }
      setErrors(Object.keys(found).length > 0 ? found : { root: SUBMIT_FAILED });
      return;
    }
    setErrors({});
    setSending(true);
    const message: ChatMessage = parsed.data;
    try {
      const response = await fetch("/api/chat-messages", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(message) });
      if (!response.ok) {
        const failure = await apiFailureOf(response, "chat message");
        const field = failure.field;
        setErrors(field && CHAT_FIELDS.includes(field) ? { [field]: fieldMessage(field, failure.message) } : { root: failure.message });
        return;
      }
      sentUpTo.current = lastId;
      trackEvent(ANALYTICS_EVENTS.enquiryDefault, { label: "Instant Message", vehicleId: carId });
      add({ from: "shopper", text: message.message }, { from: "dealer", text: `Thanks, ${message.firstName}. Your message is with ${dealerName}; they'll reply by text to ${formatAustralianPhone(message.phone)}.` });
      setDetails({ firstName: message.firstName, phone: message.phone });
      setDraft("");
      composer.current?.focus();
    } catch (error) {
      console.error("chat message not sent", error);
      setErrors({ root: SUBMIT_FAILED });
    } finally {
      setSending(false);
    }
  };


  const fieldProps = (name: ChatField) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] !== undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const title = widget === "autobot" ? "Autobot" : `Chat with ${dealerName}`;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      hidden={!open}
      ref={panel}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex outline-none max-h-[85dvh] flex-col rounded-t-xl border bg-background shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 sm:rounded-xl"
    >
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id={`${id}-title`} className="flex items-center gap-2 text-base leading-tight font-semibold">
          {widget === "autobot" ? <Bot aria-hidden className="size-5 text-primary" /> : null}
          {title}
        </h2>
        <div className="flex items-center gap-1">
          {autobot ? (
            <Button variant="ghost" size="sm" onClick={() => onSwitch(widget === "autobot" ? "chat" : "autobot")}>
              {widget === "autobot" ? "Message the team" : "Ask Autobot"}
            </Button>
          ) : null}
          <Button variant="ghost" size="icon" aria-label="Close chat" onClick={onClose}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      <div role="log" aria-live="polite" aria-label="Conversation" className="min-h-40 flex-1 overflow-y-auto px-4 py-3 text-sm">
      <ol ref={log} className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id} className={cn("max-w-[85%] rounded-lg px-3 py-2", entry.from === "shopper" ? "ml-auto bg-primary text-primary-foreground" : "bg-muted")}>
            {AUTHOR[entry.from] ? <span className="sr-only">{AUTHOR[entry.from]}: </span> : null}
            {entry.text}
            {entry.actions && entry.actions.length > 0 ? (
              <span className="mt-2 flex flex-wrap gap-2">
                {entry.actions.map((action) => (
                  <Button key={action.label} size="sm" variant="outline" className="h-auto py-1 whitespace-normal" onClick={() => act(action)}>
                    {action.label}
                  </Button>
                ))}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      </div>
      {widget === "autobot" ? (
        <div className="border-t px-4 py-3">
          <div className="mb-2 flex flex-wrap gap-2" role="group" aria-label="Common questions">
            {AUTOBOT_QUICK_QUESTIONS.map((q) => (
              <Button key={q.intent} size="sm" variant="secondary" className="h-auto py-1" onClick={() => ask(q.label, autobotAnswer(q.intent, facts, q.label), false)}>
                {q.label}
              </Button>
            ))}
          </div>
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (question.trim()) ask(question.trim(), askAutobot(question, facts), true);
            }}
          >
            <Label htmlFor={`${id}-question`} className="sr-only">Ask Autobot a question</Label>
            <Input ref={composer} id={`${id}-question`} value={question} onChange={(e) => setQuestion(e.target.value)} placeholder="Ask about this car" autoComplete="off" maxLength={500} />
            <Button type="submit" size="icon" aria-label="Ask">
              <Send aria-hidden className="size-4" />
            </Button>
          </form>
        </div>
      ) : (
        <form onSubmit={send} noValidate className="grid gap-3 border-t px-4 py-3">
          {details ? (
            <p className="text-xs text-muted-foreground">Replying to {details.firstName} on {formatAustralianPhone(details.phone)}</p>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <div className="grid content-start gap-1">
                <Label htmlFor={`${id}-firstName`}>First name</Label>
                <Input {...fieldProps("firstName")} autoComplete="given-name" value={firstName} onChange={(e) => setFirstName(e.target.value)} />
                <FieldError id={`${id}-firstName-error`} message={errors.firstName} />
              </div>
              <div className="grid content-start gap-1">
                <Label htmlFor={`${id}-phone`}>Mobile</Label>
                <Input {...fieldProps("phone")} type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
                <FieldError id={`${id}-phone-error`} message={errors.phone} />
              </div>
            </div>
          )}
          <div className="grid gap-1">
            <Label htmlFor={`${id}-message`}>Message</Label>
            <Textarea ref={composer} {...fieldProps("message")} className="min-h-16" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={2000} />
            <FieldError id={`${id}-message-error`} message={errors.message} />
          </div>
          <FieldError message={errors.root} />
          <Button type="submit" disabled={sending}>{sending ? "Sending…" : "Send"}</Button>
        </form>
      )}
    </div>
  );
}
