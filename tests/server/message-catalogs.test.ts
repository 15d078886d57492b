import { SHARED_MESSAGE_PAIRS } from '@lanka-tours/shared/messages';
import { SITE_LANGUAGES } from '@lanka-tours/shared/site-languages';
import { english, translateIn } from '../../server/src/common/i18n';

/**
 * The shared rules answer in English (the client shows the same words); the server finds each
 * message's translation by those words. A message whose English changed without its descriptor
 * would silently stay English in every language: these words must stay equal.
 */
describe('the descriptors of the shared messages', () => {
  it.each(SHARED_MESSAGE_PAIRS.map(([words, descriptor]) => [words, descriptor]))(
    '"%s" is its descriptor in English, and found by those words in every language',
    (words, descriptor) => {
      expect(english(descriptor)).toBe(words);
      for (const language of SITE_LANGUAGES) {
        // Found by its English words, its placeholders filled.
        expect(translateIn(language, words)).toBe(translateIn(language, descriptor));
        expect(translateIn(language, words)).not.toMatch(/[{}]/);
      }
    },
  );
});
