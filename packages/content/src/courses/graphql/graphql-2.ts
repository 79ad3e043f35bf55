import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-2',
  order: 2,
  title: 'Schemas and the Type System',
  description: 'Describe an API with the Schema Definition Language: object types, scalars, nullability, lists, enums, interfaces and unions.',
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
    proTip: 'Design the schema from the client screens inward, not from your database tables outward; GraphQL is an API for product needs, not a database mirror.',
  },
  mcqs: [
    {
      question: 'What does the type [Post!]! guarantee?',
      options: { A: 'The list may be null', B: 'Items may be null', C: 'The list is always present and contains no null items', D: 'The list contains at least one item' },
      correct: 'C',
      explanation: 'Both the list and its elements are non-null; the list may still be empty.',
    },
    {
      question: 'What happens when a non-null field fails to resolve?',
      options: { A: 'The null propagates to the nearest nullable parent field', B: 'The server returns an empty string', C: 'The field is silently omitted', D: 'The whole HTTP request returns 500' },
      correct: 'A',
      explanation: 'Non-null violations bubble up until a nullable field can hold the null.',
    },
    {
      question: 'Which built-in scalar represents a unique identifier serialised as a string?',
      options: { A: 'String', B: 'Key', C: 'UUID', D: 'ID' },
      correct: 'D',
      explanation: 'ID is serialised like a string but signals identity.',
    },
    {
      question: 'When should you use a union rather than an interface?',
      options: { A: 'When all types share many fields', B: 'When the grouped types share no common fields', C: 'When you need a scalar', D: 'For input arguments' },
      correct: 'B',
      explanation: 'Interfaces require shared fields; unions just list possible types.',
    },
    {
      question: 'By default, is a GraphQL field nullable?',
      options: { A: 'Yes, unless marked with !', B: 'No, all fields are non-null', C: 'Only scalar fields are nullable', D: 'Only list fields are nullable' },
      correct: 'A',
      explanation: 'Nullability is the default; ! opts into non-null.',
    },
    {
      question: 'How do you retire a field without breaking existing clients immediately?',
      options: { A: 'Rename the endpoint to /v2/graphql', B: 'Delete it and bump the version', C: 'Return errors from it', D: 'Mark it with @deprecated and remove it once usage drops' },
      correct: 'D',
      explanation: 'Deprecation signals the change in tools while old clients keep working.',
    },
    {
      question: 'Which meta field tells a client the concrete type of an object in a union?',
      options: { A: '__schema', B: '__type', C: '__typename', D: 'kind' },
      correct: 'C',
      explanation: '__typename returns the object type name.',
    },
    {
      question: 'Why are custom scalars such as DateTime useful?',
      options: { A: 'They add validation and serialisation for domain values', B: 'They make fields non-null', C: 'They replace enums', D: 'They are required for lists' },
      correct: 'A',
      explanation: 'The server parses and formats values consistently instead of passing raw strings.',
    },
  ],
  problems: [],
};
