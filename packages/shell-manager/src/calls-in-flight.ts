/**
 * Calls waiting for their command's output right now (session commands, foreground one-offs).
 * While there are any, a background shell that floods its output is read less often: its writes
 * block on a full pipe and leave the CPU to the calls (2 cores: `yes`, the host reading it and the
 * call's bash otherwise take turns).
 */
let inFlight = 0;

/** Counts a call until the returned function is called (once, when the call ends). */
export function callStarted(): () => void {
  inFlight++;
  return () => void inFlight--;
}

export function callsInFlight(): number {
  return inFlight;
}
