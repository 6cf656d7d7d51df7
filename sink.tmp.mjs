import { SMTPServer } from "smtp-server";
const s = new SMTPServer({ authOptional: true, disabledCommands: ["AUTH", "STARTTLS"], logger: false, onData(stream, _s, cb) { stream.on("data", () => {}); stream.on("end", () => cb()); } });
s.listen(2599, "127.0.0.1");
