import { messages as account } from './account';
import { messages as album } from './album';
import { messages as booking } from './booking';
import { messages as content } from './content';
import { messages as feedback } from './feedback';
import { messages as general } from './general';
import { messages as quote } from './quote';
import { messages as session } from './session';
import { messages as timed } from './timed';

/** Every shared catalog of this language, for the server, which shows them all. */
export const messages = { ...account, ...album, ...booking, ...content, ...feedback, ...general, ...quote, ...session, ...timed };
