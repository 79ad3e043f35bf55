import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-2',
  order: 2,
  title: 'Schemas and the Type System',
  description:
    'Describe an API with the Schema Definition Language: object types, scalars, nullability, lists, enums, interfaces and unions.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Write object types, fields and arguments in SDL',
    'Use built-in and custom scalars, enums and lists',
    'Reason precisely about nullability',
    'Model polymorphism with interfaces and unions',
  ],
  lesson: `## The schema is the contract

Every GraphQL API is described by a **schema** written in the Schema Definition Language (SDL). The schema lists every type and field a client may ask for, and the server validates each query against it before execution.

\`\`\`graphql
type Query {
  book(id: ID!): Book
  books(first: Int = 10, genre: Genre): [Book!]!
  search(text: String!): [SearchResult!]!
}

type Book {
  id: ID!
  title: String!
  pages: Int
  rating: Float
  genre: Genre!
  author: Author!
  publishedAt: DateTime
}

type Author implements Node {
  id: ID!
  name: String!
  books: [Book!]!
}

interface Node { id: ID! }
enum Genre { FICTION SCIENCE HISTORY }
union SearchResult = Book | Author
scalar DateTime
\`\`\`

## Root types

\`Query\`, \`Mutation\` and \`Subscription\` are the entry points. Each field of \`Query\` is something a client can start from; fields can take **arguments** with types and default values.

## Scalars and enums

The built-in scalars are \`Int\` (32-bit), \`Float\`, \`String\`, \`Boolean\` and \`ID\` (a unique identifier serialised as a string). Custom scalars such as \`DateTime\`, \`Email\` or \`URL\` add validation and serialisation logic in the server. **Enums** restrict a field to a fixed set of values.

## Nullability

By default every field is **nullable**. An exclamation mark makes it non-null: the server promises a value. If a non-null field fails to resolve, the null **propagates** to the nearest nullable parent, possibly wiping out a larger part of the response. Lists combine with non-null in four ways:

- \`[Book]\`: the list and its items may be null;
- \`[Book!]\`: the list may be null, items may not;
- \`[Book]!\`: the list is always present, items may be null;
- \`[Book!]!\`: always a list, never with null items; the usual choice for collections.

A common guideline: make fields non-null when they truly always exist (ids, names), keep fields that depend on other services nullable so one failure does not null out a whole page, and make arguments non-null when they are required.

## Interfaces and unions

An **interface** declares fields that implementing types must have; a query can ask for the shared fields on any implementer. A **union** groups types that share no fields, such as search results. Clients use **inline fragments** to select type-specific fields and the meta field \`__typename\` to tell the types apart:

\`\`\`graphql
{ search(text: "turing") { __typename ... on Book { title } ... on Author { name } } }
\`\`\`

## Evolving the schema

GraphQL APIs are usually versionless. Add fields freely; to remove one, mark it \`@deprecated(reason: "Use fullName")\`, watch usage metrics, and delete it later. Write descriptions (\`"""Docs"""\`) above types and fields: they appear in every tool that reads the schema.`,
  overview: {
    whatYouWillLearn: [
      'SDL syntax for types, fields and arguments',
      'The Query, Mutation and Subscription root types',
      'Built-in scalars, custom scalars and enums',
      'Non-null fields, null propagation and list nullability combinations',
      'Interfaces, unions, inline fragments and __typename',
      'Schema evolution with @deprecated and descriptions',
    ],
    proTip:
      'Design the schema from the client screens inward, not from your database tables outward; GraphQL is an API for product needs, not a database mirror.',
  },
  mcqs: [
    {
      question: 'What does the type `[Post!]!` guarantee?',
      options: {
        A: 'The list may be `null`, but its items may not',
        B: 'The list itself is always present but may contain null items',
        C: 'The list is always present and contains no null items',
        D: 'The list is always present and contains at least one item',
      },
      correct: 'C',
      explanation: 'Both the list and its elements are non-null; the list may still be empty.',
    },
    {
      question: 'What happens when a non-null field fails to resolve?',
      options: {
        A: 'The null propagates up to the nearest nullable parent field',
        B: 'The server substitutes a default value such as `""` or `0`',
        C: 'The field is silently omitted from the `data` object',
        D: 'The whole request fails when any non-null field is null',
      },
      correct: 'A',
      explanation: 'Non-null violations bubble up until a nullable field can hold the null.',
    },
    {
      question: 'Which built-in scalar represents a unique identifier serialised as a string?',
      options: {
        A: '`String`',
        B: '`Key`',
        C: '`UUID`',
        D: '`ID`',
      },
      correct: 'D',
      explanation: '`ID` is serialised like a string but signals identity.',
    },
    {
      question: 'When should you use a union rather than an interface?',
      options: {
        A: 'When the grouped types share many of their fields',
        B: 'When the grouped types share no common fields',
        C: 'When the values are scalars, such as dates or timestamps',
        D: 'When the type is used as an input argument',
      },
      correct: 'B',
      explanation: 'Interfaces require shared fields; unions just list possible types.',
    },
    {
      question: 'By default, is a GraphQL field nullable?',
      options: {
        A: 'Yes, unless it is marked with `!`',
        B: 'No, every field is non-null unless marked with `?`',
        C: 'Only scalar fields are nullable by default',
        D: 'Only list fields are nullable by default',
      },
      correct: 'A',
      explanation: 'Nullability is the default; `!` opts into non-null.',
    },
    {
      question: 'How do you retire a field without breaking existing clients immediately?',
      options: {
        A: 'Move the API to `/v2/graphql` and drop the field there',
        B: "Delete it and bump the schema's major version",
        C: 'Mark it `@deprecated` and remove it once usage drops',
        D: 'Make it return an error explaining the replacement',
      },
      correct: 'C',
      explanation:
        'Deprecation signals the change in tools while old clients keep working; GraphQL APIs are usually versionless.',
    },
    {
      question: 'Which meta field tells a client the concrete type of an object in a union?',
      options: {
        A: '`__schema`',
        B: '`__type`',
        C: '`__typename`',
        D: '`__resolveType`',
      },
      correct: 'C',
      explanation: '`__typename` returns the object type name.',
    },
    {
      question: 'Why are custom scalars such as `DateTime` useful?',
      options: {
        A: 'They add validation and serialisation for domain-specific values',
        B: 'They make a field non-null without needing `!`',
        C: 'They replace enums when the set of allowed values is large',
        D: 'They are required for list fields of dates',
      },
      correct: 'A',
      explanation:
        'The server parses and formats values consistently instead of passing raw strings.',
    },
    {
      question: 'What does `books(first: Int = 10, genre: Genre): [Book!]!` declare for `first`?',
      options: {
        A: 'A required `Int` argument with a minimum of 10',
        B: 'An optional `Int` argument that defaults to 10',
        C: 'A hard cap (`max: 10`) on the books returned',
        D: 'An `Int` that the client must always send as 10',
      },
      correct: 'B',
      explanation: '`= 10` is a default value, used when the client omits the argument.',
    },
    {
      question: 'How many bits does the built-in `Int` scalar hold?',
      options: {
        A: '32 (signed)',
        B: '53, like JavaScript numbers',
        C: '64 (signed)',
        D: '16 (signed)',
      },
      correct: 'A',
      explanation:
        "GraphQL's `Int` is a signed 32-bit integer; larger values need `Float` or a custom scalar.",
    },
    {
      question:
        'How does a client select fields that exist only on `Book` in a `search` result union?',
      options: {
        A: 'By naming `title` directly; unions merge their fields',
        B: 'By adding a `@type(name: "Book")` directive',
        C: 'By querying `__typename` first in a separate request',
        D: 'With an inline fragment such as `... on Book { title }`',
      },
      correct: 'D',
      explanation:
        'Inline fragments select type-specific fields, and `__typename` tells the types apart.',
    },
    {
      question: 'Why keep a field that depends on another service nullable?',
      options: {
        A: 'Because non-null fields cannot have resolvers',
        B: 'So one failing service does not null out a whole page',
        C: 'Because only nullable fields can be deprecated in a later version',
        D: 'Because nullable fields are resolved in parallel, so faster',
      },
      correct: 'B',
      explanation:
        'A failure then nulls just that field instead of propagating to a larger part of the response.',
    },
    {
      question: 'Where should documentation for a type or field go in SDL?',
      options: {
        A: 'In a `"""` description string above it',
        B: 'In a `@doc` directive placed right after it',
        C: 'In a separate README that the server links to',
        D: "In the resolver's `/** JSDoc */`, read by introspection",
      },
      correct: 'A',
      explanation:
        'Descriptions in `"""` strings are part of the schema and appear in every tool that reads it.',
    },
  ],
  problems: [],
};
