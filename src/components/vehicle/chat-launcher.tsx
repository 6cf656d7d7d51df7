"use client";
import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState } from "react";
import { MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ChatPanelProps, ChatWidget } from "./chat-panel";

/**
 * The vehicle page's chat: a bubble in the corner and the sidebar's chat buttons (Chat With Us, Instant
 * Message, Ask Autobot). Only these few lines load with the page; the conversation panel (chat-panel.tsx, with
 * Autobot's answers and the form's checks) loads when a shopper points at or opens one of them.
 */
const OPEN_CHAT = "forecourt:open-chat";
const loadPanel = () => import("./chat-panel");
const ChatPanel = dynamic(() => loadPanel().then((m) => m.ChatPanel), { ssr: false });

function openChat(widget: ChatWidget): void {
  window.dispatchEvent(new CustomEvent<ChatWidget>(OPEN_CHAT, { detail: widget }));
}

/** A sidebar button that opens the chat panel in the given mode. */
export function ChatButton({ widget, label, variant = "outline", className = "w-full" }: { widget: ChatWidget; label: string; variant?: "default" | "outline"; className?: string }) {
  return (
    <Button variant={variant} className={className} aria-haspopup="dialog" onClick={() => openChat(widget)} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
      {label}
    </Button>
  );
}

/**
 * The chat bubble (placed by StickyBars, so it rises with the opened bottom bar) and the panel it opens. The
 * panel stays mounted once opened, so a conversation survives closing and reopening it.
 */
export function ChatBubble(props: Omit<ChatPanelProps, "widget" | "open" | "onClose" | "onSwitch">) {
  const [widget, setWidget] = useState<ChatWidget | null>(null);
  const [open, setOpen] = useState(false);
  const bubble = useRef<HTMLButtonElement>(null);
  // The button that opened the panel (the bubble, or a sidebar or sticky-bar button) gets focus back on close.
  const opener = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    (opener.current?.isConnected ? opener.current : bubble.current)?.focus();
  }, []);
  useEffect(() => {
    const onOpen = (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setWidget((event as CustomEvent<ChatWidget>).detail);
      setOpen(true);
    };
    window.addEventListener(OPEN_CHAT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT, onOpen);
  }, []);
  return (
    <>
      <button
        ref={bubble}
        type="button"
        aria-label={`Chat with ${props.dealerName}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? setOpen(false) : openChat(widget ?? (props.autobot ? "autobot" : "chat")))}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="grid size-14 place-items-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageCircle aria-hidden className="size-6" />
      </button>
      {widget ? (
        <ChatPanel
          {...props}
          widget={widget}
          open={open}
          onSwitch={setWidget}
          onClose={close}
        />
      ) : null}
    </>
  );
}
