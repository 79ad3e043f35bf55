import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-5',
  order: 5,
  title: 'Resolvers and GraphQL Servers',
  description:
    'Implement a GraphQL server in JavaScript: resolver functions, their arguments, context, the resolver chain and error handling.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Build a server with a schema and resolver map',
    'Explain the four resolver arguments and default resolvers',
    'Use context for per-request data such as the user and data sources',
    'Handle errors and resolve abstract types',
  ],
  lesson: `## Schema plus resolvers

A GraphQL server combines the **schema** (what can be asked) with **resolvers** (how to get each field). Popular JavaScript servers are **Apollo Server**, **GraphQL Yoga** and Mercurius for Fastify, all built on the reference implementation \`graphql-js\`.

\`\`\`js
import { createSchema, createYoga } from 'graphql-yoga';
import { createServer } from 'node:http';

const typeDefs = /* GraphQL */ \`
  type Query { book(id: ID!): Book  books: [Book!]! }
  type Book { id: ID! title: String! author: Author! }
  type Author { id: ID! name: String! }
\`;

const resolvers = {
  Query: {
    book: (parent, args, ctx) => ctx.db.books.findById(args.id),
    books: (parent, args, ctx) => ctx.db.books.findAll(),
  },
  Book: {
    author: (book, args, ctx) => ctx.db.authors.findById(book.authorId),
  },
};

const yoga = createYoga({
  schema: createSchema({ typeDefs, resolvers }),
  context: async ({ request }) => ({ db, user: await authenticate(request) }),
});
createServer(yoga).listen(4000);
\`\`\`

## Resolver arguments

Every resolver receives four arguments:

1. **parent** (also called root or source): the object returned by the parent field's resolver; for \`Book.author\` it is the book;
2. **args**: the field's arguments, already validated and coerced;
3. **context**: an object created once **per request** and shared by all resolvers: the authenticated user, database clients, loaders;
4. **info**: the parsed query and schema details, used by advanced tools.

## The resolver chain and default resolvers

Execution walks the query tree. \`Query.book\` returns a database row; for each selected field of \`Book\`, the server calls the matching resolver with that row as parent. If no resolver is defined, the **default resolver** returns \`parent[fieldName]\` (calling it if it is a function). That is why \`title\` and \`id\` need no code, while \`author\` does: the row only contains \`authorId\`. Resolvers may return values or promises; the server awaits them, and sibling fields in a query are resolved concurrently.

## Context and authentication

Authenticate once when building the context (for example by verifying a JWT from the \`Authorization\` header), and authorise inside resolvers or in a business layer they call: \`if (!ctx.user) throw new GraphQLError('Not authenticated', { extensions: { code: 'UNAUTHENTICATED' } })\`. Never create the context as a module-level singleton: it would leak data between users.

## Errors

A thrown error becomes an entry in the \`errors\` array with a \`path\` pointing to the failed field, and that field becomes \`null\` (propagating if it is non-null). Use \`GraphQLError\` with an \`extensions.code\` so clients can branch on codes, and mask unexpected errors in production so stack traces and SQL messages never reach clients; Yoga masks by default and Apollo offers \`formatError\`.

## Abstract types

For interfaces and unions the server must know each object's concrete type. Provide \`__resolveType(obj)\` returning a type name, or include \`__typename\` in returned objects.

## Schema-first or code-first

The example is **schema-first**: SDL plus a resolver map. **Code-first** libraries such as Pothos (TypeScript) build the schema from code with full type inference. GraphQL Code Generator can generate resolver types from SDL, giving schema-first projects the same type safety.`,
  overview: {
    whatYouWillLearn: [
      'How a server combines type definitions and resolvers',
      'The parent, args, context and info arguments',
      'Default resolvers and the resolver chain',
      'Per-request context for authentication and data sources',
      'Error entries, paths, extension codes and masking',
      'Resolving abstract types and schema-first versus code-first',
    ],
    proTip:
      'Keep resolvers thin: they should translate between GraphQL and a business layer that can be tested and reused without GraphQL.',
  },
  mcqs: [
    {
      question: 'In the resolver `Book.author(parent, args, context, info)`, what is `parent`?',
      options: {
        A: 'The `Query` root object that started execution',
        B: 'The incoming HTTP request, with its headers',
        C: "The book returned by the parent field's resolver",
        D: 'The author object this resolver returns',
      },
      correct: 'C',
      explanation: 'Each resolver receives the result of its parent field as its first argument.',
    },
    {
      question: 'What does the default resolver return for a field without an explicit resolver?',
      options: {
        A: "The parent's property with the same name as the field",
        B: '`null`, until you write a resolver for the field',
        C: 'An error telling the client the field has no resolver defined',
        D: 'The whole parent object, passed through without any changes',
      },
      correct: 'A',
      explanation: 'Default resolvers read `parent[fieldName]`, calling it if it is a function.',
    },
    {
      question: 'How often should the context object be created?',
      options: {
        A: 'Once, when the server starts, and then shared by all requests',
        B: 'Once per resolver call, so each gets fresh loaders and user data',
        C: 'Once per selected field (e.g. `book.title`)',
        D: "Once per request, shared by that request's resolvers",
      },
      correct: 'D',
      explanation:
        "A per-request context carries that request's user and loaders without leaking data between users.",
    },
    {
      question: 'What happens in the response when a resolver throws an error?',
      options: {
        A: 'The HTTP status becomes 500 and no `data` is returned at all',
        B: 'The field becomes null and its path is listed in errors',
        C: 'The error is logged, and the field is omitted from `data`',
        D: 'The server retries the resolver once, then returns HTTP 500',
      },
      correct: 'B',
      explanation: 'GraphQL reports field errors, with their path, alongside the partial data.',
    },
    {
      question: 'Why should unexpected errors be masked in production?',
      options: {
        A: 'To avoid leaking internals such as stack traces or SQL queries',
        B: 'To keep responses small, since traces are large',
        C: 'Because clients cannot parse multi-line error messages',
        D: 'Because the GraphQL spec forbids custom error messages',
      },
      correct: 'A',
      explanation: 'Internal details help attackers and confuse users.',
    },
    {
      question: 'What must a server provide for a union type so execution can continue?',
      options: {
        A: 'A default value for each member type',
        B: "A custom scalar (e.g. `TypeName`) encoding each value's type",
        C: 'A way to find the concrete type, such as `__resolveType`',
        D: "An interface that all of the union's member types implement",
      },
      correct: 'C',
      explanation: 'The executor needs the concrete object type to resolve its fields.',
    },
    {
      question: 'Where is the best place to verify the token sent in the `Authorization` header?',
      options: {
        A: 'In every leaf resolver, before it reads data',
        B: 'In the client, before the request is sent',
        C: 'Once at startup, stored in a module-level context',
        D: 'When building the per-request context',
      },
      correct: 'D',
      explanation: 'Authenticate once per request, then authorise where data is accessed.',
    },
    {
      question: 'Which statement describes code-first schema construction?',
      options: {
        A: 'The schema is written first in SDL, then code maps resolvers to it',
        B: 'The schema is built from code, for example with Pothos',
        C: 'The schema is generated from the database tables',
        D: 'Resolvers are generated from SDL by Code Generator',
      },
      correct: 'B',
      explanation: 'Code-first libraries derive the schema from typed code definitions.',
    },
    {
      question: 'Why does `Book.author` need a resolver while `Book.title` does not?',
      options: {
        A: 'Object-typed fields never have default resolvers',
        B: '`title` is a scalar, and scalars are resolved by the client',
        C: 'The row only holds `authorId`, so the author must be loaded',
        D: 'Non-null fields such as `author: Author!` need explicit resolvers',
      },
      correct: 'C',
      explanation:
        'The default resolver finds `title` on the row, but the author has to be fetched using `authorId`.',
    },
    {
      question: 'In what order are sibling fields of a query resolved?',
      options: {
        A: 'Strictly one after another, in the order they are written',
        B: 'Concurrently, with the server awaiting their promises',
        C: 'Alphabetically by field name, so results are deterministic',
        D: 'In the order their resolvers were registered with the server',
      },
      correct: 'B',
      explanation:
        'Query fields may be resolved in parallel; only top-level mutation fields are serial.',
    },
    {
      question:
        "What does a `GraphQLError` with `extensions: { code: 'UNAUTHENTICATED' }` give clients?",
      options: {
        A: 'A machine-readable code they can branch on',
        B: 'An HTTP 401 status code for the whole response',
        C: 'A retry hint that makes clients re-authenticate with a new code',
        D: 'A typed field in the schema describing the error',
      },
      correct: 'A',
      explanation: '`extensions.code` lets clients react to error kinds without parsing messages.',
    },
    {
      question: 'What does the fourth resolver argument, `info`, hold?',
      options: {
        A: 'The authenticated user and database clients',
        B: "The field's arguments, already validated and coerced",
        C: "The object returned by the parent field's resolver",
        D: 'The parsed query and schema details, for advanced tools',
      },
      correct: 'D',
      explanation:
        '`info` carries the parsed operation and schema; `args`, `context` and `parent` hold the other items.',
    },
    {
      question: 'What is `graphql-js`?',
      options: {
        A: 'A client library for sending queries from the browser',
        B: 'A generator of TypeScript types from the SDL',
        C: 'The reference implementation that servers build on',
        D: 'The WebSocket protocol used for subscriptions',
      },
      correct: 'C',
      explanation:
        'Apollo Server, GraphQL Yoga and Mercurius are all built on the reference implementation `graphql-js`.',
    },
  ],
  problems: [],
};
