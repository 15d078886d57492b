import { randomUUID } from 'node:crypto';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
  country: string;
}

export interface LoginValues {
  email: string;
  password: string;
}

function uniquePart(): string {
  return randomUUID().slice(0, 13);
}

/** An address no other test uses (the database is shared by all test files). */
export function uniqueEmail(prefix = 'visitor'): string {
  return `${prefix}-${uniquePart()}@example.com`;
}

/** Valid registration values; the name is unique too, so a rejected sign-up can be looked for. */
export function newAccount(overrides: Partial<RegisterValues> = {}): RegisterValues {
  return {
    name: `Test Visitor ${uniquePart()}`,
    email: uniqueEmail(),
    password: 'kandy-1815',
    country: 'Germany',
    ...overrides,
  };
}
