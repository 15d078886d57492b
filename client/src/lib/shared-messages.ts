import type { MessageDescriptor, MessagePairs } from '@lanka-tours/shared/messages/descriptor';

/**
 * The shared rules' English messages beside their descriptors, for the domains loaded so far:
 * each domain's arrive with its catalog (lib/i18n.ts), with the pages that show them.
 */
const byEnglish = new Map<string, MessageDescriptor>();

export function addSharedMessages(pairs: MessagePairs): void {
  for (const [english, descriptor] of pairs) byEnglish.set(english, descriptor);
}

/** The descriptor of a shared rule's English message (`Name must be at most 100 characters`). */
export function sharedDescriptor(english: string): MessageDescriptor | undefined {
  return byEnglish.get(english);
}
