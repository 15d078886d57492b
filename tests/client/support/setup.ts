import '@testing-library/jest-dom';

// Remembered email and session token must not leak from one test into the next.
afterEach(() => localStorage.clear());
