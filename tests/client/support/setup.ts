import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A lazily loaded part is compiled on its first import; on a busy 2-core machine that took more
// than Testing Library's default second. The wait is a hang guard, not a timing goal.
configure({ asyncUtilTimeout: 5000 });

// Remembered email and session token must not leak from one test into the next.
afterEach(() => localStorage.clear());
