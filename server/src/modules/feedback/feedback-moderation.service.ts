import type { DataSource } from 'typeorm';
import type { MessageDescriptor } from '@lanka-tours/shared/messages';
import { AppError } from '../../common/errors';
import { isUuid } from '../../common/ids';
import { refuseProblems } from '../../common/refuse-problems';
import type { Viewer } from '../../common/request-context';
import type { SiteChanges } from '../../common/site-changes';
import { returningRows } from '../../common/sql';
import { feedbackById } from './feedback-reads';
import type { FeedbackView } from './feedback.types';

export const REPLY_MAX_LENGTH = 1000;
export const HIDDEN_REASON_MAX_LENGTH = 500;

export const MODERATION_MESSAGES = {
  replyRequired: /*i18n*/ { id: 'Please write the reply.' },
  replyTooLong: /*i18n*/ {
    id: 'The reply must be at most {max} characters.',
    values: { max: REPLY_MAX_LENGTH },
  },
  reasonRequired: /*i18n*/ { id: 'Please say why the review is hidden.' },
  reasonTooLong: /*i18n*/ {
    id: 'The reason must be at most {max} characters.',
    values: { max: HIDDEN_REASON_MAX_LENGTH },
  },
} satisfies Record<string, MessageDescriptor>;

/** A text the company writes, trimmed; refused under `field` when empty or too long. */
function checkedText(
  field: string,
  text: string,
  max: number,
  messages: { required: MessageDescriptor; tooLong: MessageDescriptor },
): string {
  const trimmed = text.trim();
  if (!trimmed) refuseProblems({ [field]: messages.required });
  if (trimmed.length > max) refuseProblems({ [field]: messages.tooLong });
  return trimmed;
}

/**
 * The company's part in the reviews, tour guides only: one public reply under a review, and a
 * review hidden from visitors with why (kept, never deleted), or shown again. Each is a change
 * visitors see (SiteChanges).
 */
export class FeedbackModerationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly changes: SiteChanges,
  ) {}

  /** Writes the reply, in place of any earlier one. */
  reply(viewer: Viewer, id: string, text: string): Promise<FeedbackView> {
    const guide = viewer.requireAdmin();
    const reply = checkedText('text', text, REPLY_MAX_LENGTH, {
      required: MODERATION_MESSAGES.replyRequired,
      tooLong: MODERATION_MESSAGES.replyTooLong,
    });
    return this.change(id, `"reply" = $2, "replied_at" = now(), "replied_by" = $3`, [
      reply,
      guide.id,
    ]);
  }

  removeReply(viewer: Viewer, id: string): Promise<FeedbackView> {
    viewer.requireAdmin();
    return this.change(id, `"reply" = NULL, "replied_at" = NULL, "replied_by" = NULL`, []);
  }

  /** Hides the review from visitors; hidden already, only its reason changes. */
  hide(viewer: Viewer, id: string, reason: string): Promise<FeedbackView> {
    const guide = viewer.requireAdmin();
    const why = checkedText('reason', reason, HIDDEN_REASON_MAX_LENGTH, {
      required: MODERATION_MESSAGES.reasonRequired,
      tooLong: MODERATION_MESSAGES.reasonTooLong,
    });
    return this.change(
      id,
      `"hidden_at" = coalesce("hidden_at", now()), "hidden_reason" = $2, "hidden_by" = $3`,
      [why, guide.id],
    );
  }

  /** Shows a hidden review to visitors again. */
  show(viewer: Viewer, id: string): Promise<FeedbackView> {
    viewer.requireAdmin();
    return this.change(id, `"hidden_at" = NULL, "hidden_reason" = NULL, "hidden_by" = NULL`, []);
  }

  private async change(id: string, set: string, values: unknown[]): Promise<FeedbackView> {
    if (!isUuid(id)) throw new AppError('FEEDBACK_NOT_FOUND');
    await this.changes.transaction('feedback', async (manager) => {
      const changed = await returningRows(
        manager,
        `UPDATE "feedback" SET ${set} WHERE "id" = $1 RETURNING "id"`,
        [id, ...values],
      );
      if (!changed.length) throw new AppError('FEEDBACK_NOT_FOUND');
    });
    const review = await feedbackById(this.dataSource.manager, id);
    if (!review) throw new AppError('FEEDBACK_NOT_FOUND');
    return review;
  }
}
