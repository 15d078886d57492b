import type { GraphqlAnswer } from '@lanka-tours/shared/page-rendering';
import { operationName, type Operation } from '../lib/graphql-request';
import { settled, tracked, type Tracked } from './tracked';

/** What a read gives a page: the data, or what went wrong (as the Apollo client reports it). */
export interface PageRead<Data> {
  data?: Data;
  error?: unknown;
}

/** How a read ended: the server's answer, or no answer at all (network down, timed out). */
export type Outcome = { answer: GraphqlAnswer } | { failure: unknown };

/** The key of a read: its operation and variables, whatever the order of their properties. */
export function readKey(name: string, variables: object | undefined): string {
  const sorted = Object.entries(variables ?? {})
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${name}:${JSON.stringify(Object.fromEntries(sorted))}`;
}

/** Answers by key, as the server's render ships them in the page. */
export type ShippedAnswers = Record<string, GraphqlAnswer>;

export type Send = (
  operation: Operation<unknown, unknown>,
  variables: unknown,
) => Promise<GraphqlAnswer>;

/**
 * The reads of public pages: each asked for once and kept, starting from what the page arrived
 * with. After a change the site made (`outdate`), each is asked for again when next read, and
 * what it read before stays on screen until the new answer comes.
 */
export class PageReads {
  /** Each read's latest request, settled or not. */
  private readonly latest = new Map<string, Tracked<Outcome>>();
  /** Each read's latest answer. */
  private readonly answered = new Map<string, Tracked<Outcome>>();
  private outdated = new Set<string>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly send: Send,
    shipped: ShippedAnswers = {},
  ) {
    for (const [key, answer] of Object.entries(shipped)) {
      const outcome = settled<Outcome>({ answer });
      this.latest.set(key, outcome);
      this.answered.set(key, outcome);
    }
  }

  /** The read's key, asking for it now unless it is kept and not outdated. */
  ensure<Data, Variables>(operation: Operation<Data, Variables>, variables: Variables): string {
    const key = readKey(operationName(operation), variables as object);
    if (!this.latest.has(key) || this.outdated.has(key)) {
      this.ask(key, operation as Operation<unknown, unknown>, variables);
    }
    return key;
  }

  /** How the read ended, or the promise of it; its last answer while a new one is coming. */
  snapshot(key: string): Tracked<Outcome> {
    const latest = this.latest.get(key);
    if (!latest) throw new Error(`${key} was never asked for`);
    return latest.status === 'fulfilled' ? latest : (this.answered.get(key) ?? latest);
  }

  /** Calls `listener` whenever a new answer has come. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private ask(key: string, operation: Operation<unknown, unknown>, variables: unknown) {
    this.outdated.delete(key);
    const asked = tracked(
      this.send(operation, variables).then(
        (answer): Outcome => ({ answer }),
        (failure: unknown): Outcome => ({ failure }),
      ),
    );
    this.latest.set(key, asked);
    // A request that got no answer stays so until the next change: the page shows the failure.
    void asked.then((outcome) => {
      if (!('answer' in outcome)) return;
      this.answered.set(key, asked);
      this.listeners.forEach((listener) => listener());
    });
  }

  /** The answer a read has had, if any, without asking for it. */
  answerOf<Data, Variables>(operation: Operation<Data, Variables>, variables: Variables) {
    const outcome = this.answered.get(readKey(operationName(operation), variables as object));
    return outcome?.value && 'answer' in outcome.value ? outcome.value.answer : undefined;
  }

  /** How the read ends, asking for it unless kept. */
  read<Data, Variables>(operation: Operation<Data, Variables>, variables: Variables) {
    return this.snapshot(this.ensure(operation, variables));
  }

  /** After a change the site made: every kept answer is asked for again when next read. */
  outdate(): void {
    this.outdated = new Set(this.latest.keys());
  }

  /** Every answer read so far, for the page the server ships. */
  shipped(): ShippedAnswers {
    const answers: ShippedAnswers = {};
    for (const [key, { value }] of this.answered) {
      if (value && 'answer' in value) answers[key] = value.answer;
    }
    return answers;
  }
}
