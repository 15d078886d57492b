/**
 * A log line for a person at a terminal: local time, level and message, then the other fields as
 * key=value, dimmed; an unexpected error's stack below it. Machines read the JSON that this is made from.
 */
const LEVEL_COLOURS: Record<string, number> = {
  fatal: 31,
  error: 31,
  warn: 33,
  info: 32,
  debug: 90,
};
/** Said by the time, level and message, or the same on every line of a process. */
const SHOWN_ELSEWHERE = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'component', 'stack']);

const paint = (code: number, text: string) => `\u001b[${code}m${text}\u001b[0m`;

function clockTime(iso: unknown): string {
  const date = new Date(typeof iso === 'string' ? iso : Date.now());
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

function fieldText(value: unknown): string {
  return typeof value === 'string' && !/\s/.test(value) ? value : JSON.stringify(value);
}

/** Turns one of pino's JSON lines into a readable one; anything else passes unchanged. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json) as Record<string, unknown>;
  } catch {
    return json;
  }
  const level = String(entry.level ?? 'info');
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN_ELSEWHERE.has(key))
    .map(([key, value]) => `${key}=${fieldText(value)}`)
    .join(' ');
  const stack = typeof entry.stack === 'string' ? entry.stack : undefined;
  return [
    paint(2, clockTime(entry.time)),
    paint(LEVEL_COLOURS[level] ?? 0, level.toUpperCase().padEnd(5)),
    String(entry.msg ?? ''),
    ...(fields ? [paint(2, fields)] : []),
  ]
    .join(' ')
    .concat(stack ? `\n${paint(2, stack.replace(/^/gm, '    '))}` : '', '\n');
}
