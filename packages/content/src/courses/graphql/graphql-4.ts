import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-4',
  order: 4,
  title: 'Mutations and Input Types',
  description: 'Change data with well-designed mutations, input objects, payload types and error handling patterns.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define mutations with input object types',
    'Design payload types that return changed data and user errors',
    'Explain serial execution of top-level mutation fields',
    'Choose between top-level errors and errors modelled in the schema',
  ],
  lesson: `## Defining mutations

Mutations are fields on the \`Mutation\` root type. By convention each mutation takes a single **input object** argument and returns a dedicated **payload** type:

\`\`\`graphql
input CreatePostInput {
  title: String!
  body: String!
  tags: [String!] = []
  publishAt: DateTime
}

type CreatePostPayload {
  post: Post
  errors: [UserError!]!
}

type UserError {
  field: [String!]
  message: String!
  code: ErrorCode!
}

type Mutation {
  createPost(input: CreatePostInput!): CreatePostPayload!
  updatePost(id: ID!, input: UpdatePostInput!): UpdatePostPayload!
  deletePost(id: ID!): DeletePostPayload!
}
\`\`\`

**Input types** are declared with \`input\` instead of \`type\`. Their fields may only be scalars, enums, lists or other input types, never object types with resolvers, because inputs are plain data sent by the client. A single input argument keeps signatures stable: adding an optional field to the input does not break existing clients.

## Calling a mutation

\`\`\`graphql
mutation CreatePost($input: CreatePostInput!) {
  createPost(input: $input) {
    post { id title createdAt }
    errors { field message code }
  }
}
\`\`\`

Return the changed object in the payload and select the fields the UI needs. Normalised client caches (chapter 7) automatically update every view showing that post when the response includes its \`id\` and changed fields, so no extra query is necessary.

## Serial execution

The fields of a query may be resolved in parallel, but the **top-level fields of a mutation run one after another**, in the order written. This lets a client send several dependent writes in one request:

\`\`\`graphql
mutation {
  first: addToCart(productId: "1") { cart { total } }
  second: applyCoupon(code: "SPRING") { cart { total } }
}
\`\`\`

Only top-level fields are serial; nested fields are resolved normally. Each mutation field is still its own operation: if the second fails, the first is not rolled back automatically.

## Errors: two kinds

The top-level \`errors\` array suits unexpected failures: a crashed resolver, an unreachable database, an authentication problem. For **expected** business errors (title already taken, invalid coupon) many teams model them in the schema, either as a \`userErrors\` list in the payload or as a **result union**:

\`\`\`graphql
union CreatePostResult = CreatePostSuccess | ValidationError | NotAuthorizedError
\`\`\`

Schema-modelled errors are typed, documented and force clients to handle them, while the errors array is untyped. Whichever approach you choose, apply it consistently.

## Idempotency and safety

Networks retry. For operations such as payments, accept a client-generated \`idempotencyKey\` in the input so a repeated request does not charge twice. Always authorise inside the mutation resolver, validate input on the server even if the client validated it, and never expose internal exception messages in errors.`,
  overview: {
    whatYouWillLearn: [
      'The Mutation root type and naming conventions',
      'Input object types and their restrictions',
      'Payload types that return changed objects',
      'Serial execution of top-level mutation fields',
      'Top-level errors versus user errors and result unions',
      'Idempotency keys and server-side validation',
    ],
    proTip: 'Name mutations verb-first and specific (publishPost, not updatePostStatus); specific mutations are easier to authorise, log and evolve.',
  },
  mcqs: [
    {
      question: 'Which keyword declares a type that can be used as a mutation argument?',
      options: { A: 'type', B: 'input', C: 'interface', D: 'scalar' },
      correct: 'B',
      explanation: 'Input object types are declared with input.',
    },
    {
      question: 'How are the top-level fields of a mutation executed?',
      options: { A: 'In parallel', B: 'In random order', C: 'Serially, in the order they appear', D: 'Only the first field is executed' },
      correct: 'C',
      explanation: 'The spec requires serial execution for top-level mutation fields.',
    },
    {
      question: 'Why return the modified object in a mutation payload?',
      options: { A: 'So the client can update its cache and UI without refetching', B: 'It is required by HTTP', C: 'To make the mutation idempotent', D: 'To avoid validation' },
      correct: 'A',
      explanation: 'Normalised caches merge the returned fields by id.',
    },
    {
      question: 'What is a benefit of a single input argument per mutation?',
      options: { A: 'It disables validation', B: 'It makes mutations run in parallel', C: 'It removes the need for variables', D: 'New optional fields can be added without breaking clients' },
      correct: 'D',
      explanation: 'The argument list stays stable as the input type grows.',
    },
    {
      question: 'Which may NOT be a field type inside an input type?',
      options: { A: 'An enum', B: 'A list of strings', C: 'Another input type', D: 'An object type such as Post' },
      correct: 'D',
      explanation: 'Inputs contain only scalars, enums, lists and input types.',
    },
    {
      question: 'Why model expected business errors in the schema instead of the errors array?',
      options: { A: 'They become typed and documented, and clients must handle them', B: 'The errors array is deprecated', C: 'It makes responses smaller', D: 'It bypasses authorisation' },
      correct: 'A',
      explanation: 'Schema errors are part of the contract; the errors array is untyped.',
    },
    {
      question: 'Two mutation fields run in one request and the second fails. What happens to the first?',
      options: { A: 'It is rolled back automatically', B: 'Its effect remains unless your code handles the rollback', C: 'It is retried', D: 'The entire request is rejected before execution' },
      correct: 'B',
      explanation: 'Each top-level field is executed independently, without a shared transaction.',
    },
    {
      question: 'What does an idempotency key protect against?',
      options: { A: 'SQL injection', B: 'Slow queries', C: 'Duplicate effects when a request is retried', D: 'Schema changes' },
      correct: 'C',
      explanation: 'The server recognises a repeated key and does not perform the action twice.',
    },
  ],
  problems: [],
};
