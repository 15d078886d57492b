import fs from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import {
  buildSchema,
  concatAST,
  Lexer,
  parse,
  print,
  separateOperations,
  Source,
  specifiedRules,
  TokenKind,
  validate,
} from 'graphql';
import { QUERY_LIMITS } from '../../server/src/graphql/cost-limits';
import { queryLimitRules, queryParseOptions } from '../../server/src/graphql/query-limits';
import { STATEMENT_COUNT_HEADER } from '../../server/src/db/statement-counter';
import { newAccount } from '../server/support/accounts';
import { countAccounts } from '../server/support/database';
import { graphql, request, type HttpResult, type GraphQLBody } from '../server/support/http';
import { REPO_ROOT } from '../server/support/server-process';

const TOO_COMPLEX = {
  message: 'The query is too large or too complex.',
  extensions: { code: 'QUERY_TOO_COMPLEX' },
};

const statements = (result: HttpResult) => Number(result.headers.get(STATEMENT_COUNT_HEADER));

/** Refused with one clear error, before any resolver ran: not a single SQL statement. */
function expectRefused(result: HttpResult<GraphQLBody>) {
  expect(result.status).toBe(400);
  expect(result.body.errors).toHaveLength(1);
  expect(result.body.errors?.[0]).toMatchObject(TOO_COMPLEX);
  expect(result.body.data).toBeUndefined();
  expect(statements(result)).toBe(0);
}

function expectAnswered(result: HttpResult<GraphQLBody>) {
  expect(result.body.errors).toBeUndefined();
  expect(result.status).toBe(200);
  expect(result.body.data).toBeTruthy();
}

/** Every .graphql file of the client. */
function clientDocuments(folder = path.join(REPO_ROOT, 'client', 'src')): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return clientDocuments(full);
    return entry.name.endsWith('.graphql') ? [fs.readFileSync(full, 'utf8')] : [];
  });
}

describe('the operations the client sends', () => {
  const schema = buildSchema(fs.readFileSync(path.join(REPO_ROOT, 'schema.graphql'), 'utf8'));
  // As Apollo Client sends them: __typename added to every selection, each operation with the
  // fragments it uses.
  const sent = separateOperations(
    addTypenameToDocument(concatAST(clientDocuments().map((source) => parse(source)))),
  );

  test('are all found', () => {
    expect(Object.keys(sent)).toEqual(
      expect.arrayContaining(['Me', 'Album', 'UploadAlbumImages', 'BookingInbox', 'FeedbackList']),
    );
  });

  test.each(Object.entries(sent))('%s passes every limit the server applies', (_name, document) => {
    const source = print(document);
    const parsed = parse(source, queryParseOptions);
    expect(validate(schema, parsed, [...specifiedRules, ...queryLimitRules])).toEqual([]);
  });
});

/** `levels` nested fields below __type, written by `nest` (a plain field, a fragment, …). */
function typeChain(levels: number, nest: (inner: string) => string): string {
  let selection = 'name';
  for (let level = 0; level < levels; level += 1) selection = nest(selection);
  return selection;
}

describe('depth', () => {
  // __type plus ofType levels plus the name at the bottom.
  const levelsAtLimit = QUERY_LIMITS.maxDepth - 2;
  const plain = (levels: number) =>
    `{ __type(name: "User") { ${typeChain(levels, (inner) => `ofType { ${inner} }`)} } }`;

  test('a query as deep as the limit is answered, one level more is refused', async () => {
    expectAnswered(await graphql(plain(levelsAtLimit)));
    expectRefused(await graphql(plain(levelsAtLimit + 1)));
  });

  test('inline fragments do not hide the depth', async () => {
    const query = `{ __type(name: "User") { ${typeChain(
      levelsAtLimit + 1,
      (inner) => `... on __Type { ofType { ${inner} } }`,
    )} } }`;
    expectRefused(await graphql(query));
  });

  test('nested named fragments do not hide the depth', async () => {
    const fragments = Array.from(
      { length: levelsAtLimit + 1 },
      (_, level) =>
        `fragment Level${level} on __Type { ofType { ${level ? `...Level${level - 1}` : 'name'} } }`,
    );
    const top = `...Level${levelsAtLimit}`;
    const atLimit = `{ __type(name: "User") { ...Level${levelsAtLimit - 1} } } ${fragments.slice(0, -1).join(' ')}`;
    expectAnswered(await graphql(atLimit));
    expectRefused(await graphql(`{ __type(name: "User") { ${top} } } ${fragments.join(' ')}`));
  });

  test('fragments that spread each other are refused without hanging the server', async () => {
    const result = await graphql(
      '{ me { ...A } } fragment A on User { id ...B } fragment B on User { name ...A }',
    );
    expect(result.status).toBe(400);
    expect(result.body.errors?.[0]).toMatchObject({
      message: 'Cannot spread fragment "A" within itself via "B".',
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(statements(result)).toBe(0);
    expectAnswered(await graphql('{ feedbackSummary { count } }'));
  });
});

describe('aliases', () => {
  const registrations = (count: number) =>
    Array.from({ length: count }, () => newAccount()).map((account, index) => ({
      account,
      field: `r${index}: register(input: { name: "${account.name}", email: "${account.email}", password: "${account.password}", country: "${account.country}" }) { token }`,
    }));

  async function expectNoneRegistered(accounts: { account: { email: string; name: string } }[]) {
    for (const { account } of accounts) {
      expect(await countAccounts(account.email, account.name)).toBe(0);
    }
  }

  test('as many aliases as the limit are answered', async () => {
    const fields = Array.from({ length: QUERY_LIMITS.maxAliases }, (_, i) => `a${i}: me { id }`);
    expectAnswered(await graphql(`{ ${fields.join(' ')} }`));
  });

  test('one mutation aliased past the limit is refused and none of its copies runs', async () => {
    const many = registrations(QUERY_LIMITS.maxAliases + 1);
    expectRefused(await graphql(`mutation { ${many.map(({ field }) => field).join(' ')} }`));
    await expectNoneRegistered(many);
  });

  test('aliases inside named and inline fragments count too', async () => {
    const many = registrations(QUERY_LIMITS.maxAliases + 1);
    const [first, second, ...rest] = many.map(({ field }) => field);
    const query = `mutation { ${first} ... on Mutation { ${second} ...Outer } }
      fragment Outer on Mutation { ...Inner }
      fragment Inner on Mutation { ${rest.join(' ')} }`;
    expectRefused(await graphql(query));
    await expectNoneRegistered(many);
  });
});

describe('directives', () => {
  const typenames = (count: number) => '__typename @skip(if: false) '.repeat(count);

  test('as many directives as the limit are answered, one more is refused', async () => {
    expectAnswered(await graphql(`{ ${typenames(QUERY_LIMITS.maxDirectives)} }`));
    expectRefused(await graphql(`{ ${typenames(QUERY_LIMITS.maxDirectives + 1)} }`));
  });

  test('directives on and inside fragments count too', async () => {
    const half = Math.ceil(QUERY_LIMITS.maxDirectives / 2);
    const query = `{ ... @include(if: true) { ${typenames(half)} ...More @include(if: true) } }
      fragment More on Query { ${typenames(half)} }`;
    expectRefused(await graphql(query));
  });
});

describe('document size', () => {
  /** An update of someone's review naming `count` images to keep: long, yet cheap to validate. */
  const update = (count: number) =>
    `mutation { updateFeedback(id: "x", input: { fullName: "A", rating: 5, comment: "Lovely" },
      keepImageIds: [${'"x" '.repeat(count)}]) { id } }`;
  const tokens = (source: string) => {
    const lexer = new Lexer(new Source(source));
    let count = 0;
    while (lexer.advance().kind !== TokenKind.EOF) count += 1;
    return count;
  };

  test('a document of more tokens than the limit is refused before it is parsed', async () => {
    const atLimit = QUERY_LIMITS.maxTokens - tokens(update(0));
    expect(tokens(update(atLimit))).toBe(QUERY_LIMITS.maxTokens);

    // At the limit the mutation runs, and the resolver turns the anonymous caller away.
    const answered = await graphql(update(atLimit));
    expect(answered.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expectRefused(await graphql(update(atLimit + 1)));
  });

  test('a document padded with comments or one long string is refused', async () => {
    const comments = '# padding\n'.repeat(QUERY_LIMITS.maxComments + 1);
    expectRefused(
      await graphql(`
        ${comments}
        {
          me {
            id
          }
        }
      `),
    );
    const long = 'x'.repeat(QUERY_LIMITS.maxSourceLength);
    expectRefused(await graphql(`{ album(id: "${long}") { id } }`));
  });
});

describe('cost', () => {
  const ALBUM_FRAGMENTS = `
    fragment Photo on AlbumImage { id caption image { id url srcset width height } }
    fragment Card on TourAlbum {
      id title location date description imageCount coverImage { ...Photo }
    }`;
  const detail = '...Card images { ...Photo }';
  const listings = (count: number) =>
    Array.from({ length: count }, (_, i) => `a${i}: albums { ${detail} }`).join(' ');

  test('two full album listings are answered, three cost too much and nothing runs', async () => {
    const two = await graphql(`{ ${listings(2)} } ${ALBUM_FRAGMENTS}`);
    expectAnswered(two);
    expect(statements(two)).toBeGreaterThan(0);
    expectRefused(await graphql(`{ ${listings(3)} } ${ALBUM_FRAGMENTS}`));
  });

  test('the cost is counted through nested named and inline fragments', async () => {
    const query = `{ a0: albums { ...Detail } a1: albums { ... on TourAlbum { ...Detail } }
        a2: albums { ... { ...Card ... on TourAlbum { images { ...Photo } } } } }
      fragment Detail on TourAlbum { ${detail} } ${ALBUM_FRAGMENTS}`;
    expectRefused(await graphql(query));
  });
});

test('a batch of operations (a JSON array) is refused, and none of them runs', async () => {
  const account = newAccount();
  const register = {
    query: 'mutation ($input: RegisterInput!) { register(input: $input) { token } }',
    variables: { input: account },
  };
  const result = await request<GraphQLBody>('POST', '/graphql', {
    body: [register, { query: '{ me { id } }' }],
  });

  expect(result.status).toBe(400);
  expect(result.body.errors).toEqual([
    { message: 'Operation batching disabled.', extensions: { code: 'BAD_REQUEST' } },
  ]);
  expect(statements(result)).toBe(0);
  expect(await countAccounts(account.email, account.name)).toBe(0);
});
