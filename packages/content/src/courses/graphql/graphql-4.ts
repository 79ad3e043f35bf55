import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-4',
  order: 4,
  title: 'Mutations and Input Types',
  description:
    'Change data with well-designed mutations, input objects, payload types and error handling patterns.',
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
    proTip:
      'Name mutations verb-first and specific (publishPost, not updatePostStatus); specific mutations are easier to authorise, log and evolve.',
  },
  mcqs: [
    {
      question: 'Which keyword declares a type that can be used as a mutation argument?',
      options: {
        A: '`type`',
        B: '`input`',
        C: '`interface`',
        D: '`scalar`',
      },
      correct: 'B',
      explanation: 'Input object types are declared with `input`.',
    },
    {
      question: 'How are the top-level fields of a mutation executed?',
      options: {
        A: 'In parallel, in the same way as the fields of a query',
        B: "In whatever order the server's executor chooses",
        C: 'One after another, in the order written',
        D: 'Only the first one runs; the rest are ignored',
      },
      correct: 'C',
      explanation: 'The spec requires serial execution for top-level mutation fields.',
    },
    {
      question: 'Why return the modified object in a mutation payload?',
      options: {
        A: 'So the client cache and UI update without a separate refetch',
        B: 'Because HTTP requires a response body for `POST`',
        C: 'So the mutation becomes idempotent when it is retried',
        D: 'So the server can skip validating the input',
      },
      correct: 'A',
      explanation: 'Normalised caches merge the returned fields by `id`, updating every view.',
    },
    {
      question: 'What is a benefit of a single input argument per mutation?',
      options: {
        A: 'It lets the server skip validating each field',
        B: "It makes the mutation's fields run in parallel",
        C: 'It removes the need to send `variables`',
        D: 'Optional fields can be added without breaking clients',
      },
      correct: 'D',
      explanation: 'The argument list stays stable as the input type grows.',
    },
    {
      question: 'Which may NOT be a field type inside an input type?',
      options: {
        A: 'An enum such as `Genre`',
        B: 'A list of strings, `[String!]`',
        C: 'Another input type such as `TagInput`',
        D: 'An object type such as `Post`',
      },
      correct: 'D',
      explanation: 'Inputs contain only scalars, enums, lists and input types.',
    },
    {
      question: 'Why model expected business errors in the schema instead of the errors array?',
      options: {
        A: 'They are typed and documented, and clients must handle them',
        B: 'The top-level `errors` array is deprecated in the current spec',
        C: 'They keep the response smaller than an `errors` array',
        D: 'They let the mutation skip the usual authorisation checks',
      },
      correct: 'A',
      explanation: 'Schema errors are part of the contract; the errors array is untyped.',
    },
    {
      question:
        'Two mutation fields run in one request and the second fails. What happens to the first?',
      options: {
        A: 'It is rolled back automatically, as in a transaction',
        B: 'Its effect remains unless your code rolls it back',
        C: 'It is retried automatically once the second field succeeds',
        D: 'The whole request is rejected before anything runs',
      },
      correct: 'B',
      explanation: 'Each top-level field is executed on its own, without a shared transaction.',
    },
    {
      question: 'What does an idempotency key protect against?',
      options: {
        A: 'SQL injection through input fields',
        B: 'Slow queries that time out and hang',
        C: 'Duplicate effects when a request is retried',
        D: 'Breaking schema changes between client versions',
      },
      correct: 'C',
      explanation: 'The server recognises a repeated key and does not perform the action twice.',
    },
    {
      question: "Why can't an input type have a field of an object type such as `Post`?",
      options: {
        A: 'Inputs are plain client data, and object types have resolvers',
        B: 'Object types may only be returned from `Query`, never from `Mutation`',
        C: 'The client cannot know the `id` of a `Post` in advance',
        D: 'An input field can have only a scalar type, not even a list',
      },
      correct: 'A',
      explanation:
        'Input types describe data sent by the client, so they can hold only scalars, enums, lists and other inputs.',
    },
    {
      question:
        'In `mutation { first: addToCart(...) second: applyCoupon(...) }`, what are `first` and `second`?',
      options: {
        A: 'Labels that set the order; without them fields run in parallel',
        B: 'Variables that hold each result for the next field',
        C: 'Aliases that name each result in the response',
        D: 'Fragment names that the server must declare in advance',
      },
      correct: 'C',
      explanation:
        'Aliases rename fields in the response; top-level mutation fields run in order either way.',
    },
    {
      question: 'What convention do mutation return types usually follow?',
      options: {
        A: 'The changed object itself (`Post`), with no wrapper',
        B: 'A `Boolean` that reports whether the write succeeded',
        C: 'The input type echoed back, e.g. `CreatePostInput`',
        D: 'A dedicated payload type, such as `CreatePostPayload`',
      },
      correct: 'D',
      explanation:
        'A payload type can carry the changed object and typed user errors, and can grow without breaking clients.',
    },
    {
      question: 'Where must authorisation be checked for a mutation?',
      options: {
        A: 'Only in the client, before the mutation is sent',
        B: 'Inside the mutation resolver, on every call',
        C: 'Only at the gateway, using the operation name',
        D: 'In the schema, by marking the field non-null',
      },
      correct: 'B',
      explanation:
        'The resolver is the only place every call passes through, so it must authorise.',
    },
    {
      question: 'Which errors belong in the top-level `errors` array rather than the payload?',
      options: {
        A: 'Business rules such as a title already taken by another post',
        B: 'An invalid coupon code entered by the user',
        C: 'Unexpected failures such as an unreachable database',
        D: "A field that fails the input's maximum length validation",
      },
      correct: 'C',
      explanation:
        'The errors array suits unexpected failures; expected business errors are modelled in the schema.',
    },
  ],
  problems: [],
};
