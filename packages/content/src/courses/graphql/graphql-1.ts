import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-1',
  order: 1,
  title: 'Why GraphQL?',
  description:
    'Understand what GraphQL is, how it differs from REST and how a query and its response are shaped.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain GraphQL as a query language and a runtime with a typed schema',
    'Compare GraphQL with REST, including over-fetching and under-fetching',
    'Send a GraphQL request over HTTP and read the response envelope',
    'Know the three operation types',
  ],
  lesson: `## A query language for APIs

**GraphQL** is a query language for APIs and a runtime that executes those queries against a **typed schema**. It was created at Facebook in 2012 to power mobile apps, open-sourced in 2015 and is now governed by the GraphQL Foundation. Instead of many endpoints that each return a fixed shape, a GraphQL API exposes **one endpoint** and lets the client describe exactly the data it needs.

\`\`\`graphql
query {
  user(id: "42") {
    name
    avatarUrl
    posts(last: 3) {
      title
      commentCount
    }
  }
}
\`\`\`

The response mirrors the shape of the query:

\`\`\`json
{
  "data": {
    "user": {
      "name": "Ada",
      "avatarUrl": "https://cdn.example.com/ada.png",
      "posts": [{ "title": "Hello", "commentCount": 4 }]
    }
  }
}
\`\`\`

## GraphQL versus REST

With REST, a profile screen might call \`/users/42\`, then \`/users/42/posts\`, then \`/posts/7/comments\`: several round trips (**under-fetching**), each returning fields the screen never shows (**over-fetching**). GraphQL fetches everything in one request with exactly the requested fields, which matters on slow mobile networks. Because the schema is typed and introspectable, tools can validate queries before they are sent, generate TypeScript types and power auto-completion in editors and in explorers such as GraphiQL.

GraphQL is not automatically better. REST benefits from simple HTTP caching by URL, straightforward file uploads and a smaller learning curve; for a small public API with stable resources it can be the better fit. GraphQL moves complexity to the server: resolvers, performance (the N+1 problem) and security against expensive queries all need attention, as later chapters show.

## Requests and responses

Most GraphQL APIs accept a \`POST\` to a single URL such as \`/graphql\` with a JSON body:

\`\`\`json
{ "query": "query($id: ID!) { user(id: $id) { name } }", "variables": { "id": "42" } }
\`\`\`

The response always has \`data\` and, when something went wrong, an \`errors\` array with messages, locations and paths. A request can **partially succeed**: some fields contain data while others are \`null\` with an error. Servers commonly answer such responses with HTTP status 200, so clients must inspect \`errors\` rather than rely on the status code alone.

## Operation types

- **query**: read data (fields may be resolved in parallel);
- **mutation**: change data (top-level fields run one after another);
- **subscription**: receive a stream of results when events happen, usually over WebSockets.

In the following chapters you will define a schema, write queries and mutations, implement resolvers and secure a production server.`,
  overview: {
    whatYouWillLearn: [
      'GraphQL as a query language plus a runtime over a typed schema',
      'Over-fetching and under-fetching with fixed REST endpoints',
      'How responses mirror the shape of queries',
      'The request body with query and variables and the data and errors envelope',
      'Partial success and why status 200 can still contain errors',
      'Queries, mutations and subscriptions',
    ],
    proTip:
      "Explore a public GraphQL API (for example GitHub's) in GraphiQL; the schema documentation and auto-completion teach the language faster than any tutorial.",
  },
  mcqs: [
    {
      question:
        'What problem does GraphQL address when a screen needs data from several REST endpoints?',
      options: {
        A: 'Over-caching, where the CDN serves stale data from several URLs',
        B: 'Under-fetching, which forces several round trips',
        C: 'Payload encryption, which REST leaves to TLS',
        D: 'N+1 queries, which REST servers cannot batch',
      },
      correct: 'B',
      explanation: 'One GraphQL query can gather related data that would need several REST calls.',
    },
    {
      question: 'How many endpoints does a typical GraphQL API expose?',
      options: {
        A: 'One per type that the GraphQL API exposes',
        B: 'One per top-level field',
        C: 'A single one, such as `/graphql`',
        D: 'One per HTTP verb (`GET`, `POST`)',
      },
      correct: 'C',
      explanation: 'All operations go to a single endpoint.',
    },
    {
      question: 'How is the shape of a GraphQL response determined?',
      options: {
        A: 'It mirrors the shape of the query',
        B: 'The server returns every field of the requested type',
        C: 'The `Accept` header picks the shape of the response',
        D: 'Fields come back sorted alphabetically by name',
      },
      correct: 'A',
      explanation: 'Clients get exactly the fields they selected, in the same structure.',
    },
    {
      question:
        'A response has status 200 and contains both `data` and an `errors` array. What does this mean?',
      options: {
        A: 'The request fully succeeded and the errors are warnings',
        B: 'The server is misconfigured and should have sent a 500',
        C: 'The query was rejected before it was executed',
        D: 'Some fields resolved, while others failed and came back as null',
      },
      correct: 'D',
      explanation:
        'The operation partially succeeded: some fields resolved while others failed and are reported in `errors`.',
    },
    {
      question: 'Which operation type is used to change data?',
      options: {
        A: '`query`',
        B: '`fragment`',
        C: '`mutation`',
        D: '`subscription`',
      },
      correct: 'C',
      explanation: 'Mutations perform writes; their top-level fields run in sequence.',
    },
    {
      question: 'What makes tools such as auto-completion and type generation possible in GraphQL?',
      options: {
        A: 'The typed schema, which clients can introspect',
        B: 'The HTTP caching headers sent with every response',
        C: 'JSON Schema files on the server',
        D: 'REST conventions that every GraphQL server follows',
      },
      correct: 'A',
      explanation: 'Introspection lets tools read the schema of any GraphQL API.',
    },
    {
      question: 'Which is a genuine advantage of REST over GraphQL?',
      options: {
        A: 'Fewer round trips when loading nested data like `/posts/7/comments`',
        B: 'Exact field selection per request',
        C: 'A typed schema by default, with introspection',
        D: 'Simple HTTP caching by URL',
      },
      correct: 'D',
      explanation: 'REST GET responses are easy to cache in browsers and CDNs by URL.',
    },
    {
      question: 'How are dynamic values such as an id usually passed in a GraphQL request?',
      options: {
        A: 'Concatenated into the query text with string templates',
        B: 'In a separate `variables` object next to the query',
        C: 'As custom HTTP headers, one per argument',
        D: "In the URL's query string, e.g. `?id=42`",
      },
      correct: 'B',
      explanation: 'Variables keep the query text static and the values typed.',
    },
    {
      question:
        'Which operation type delivers a stream of results when events happen, usually over WebSockets?',
      options: {
        A: '`query`',
        B: '`mutation`',
        C: '`fragment`',
        D: '`subscription`',
      },
      correct: 'D',
      explanation: 'A subscription pushes a new result each time the subscribed event happens.',
    },
    {
      question: 'Who created GraphQL, and when was it open-sourced?',
      options: {
        A: 'Google created it in 2012 and open-sourced it in 2015',
        B: 'Facebook created it in 2012 and open-sourced it in 2015',
        C: 'Facebook created it in 2015 and open-sourced it in 2018',
        D: 'Netflix created it in 2012 and open-sourced it in 2015',
      },
      correct: 'B',
      explanation:
        'GraphQL was built at Facebook in 2012 for its mobile apps and open-sourced in 2015.',
    },
    {
      question: 'Why must a client inspect `errors` rather than rely on the HTTP status code?',
      options: {
        A: 'Servers often answer partial failures with a 200 status',
        B: 'GraphQL servers answer with status 500 on any error',
        C: 'GraphQL clients discard the HTTP status code entirely',
        D: 'Errors are sent in a separate follow-up HTTP response',
      },
      correct: 'A',
      explanation:
        'A partially failed request usually still returns 200, with the failures listed in `errors`.',
    },
    {
      question:
        'How does GraphQL avoid the over-fetching of a REST endpoint that returns a fixed shape?',
      options: {
        A: 'The server compresses unused fields',
        B: 'The client filters unused fields out after the response arrives',
        C: 'The client selects exactly the fields it needs',
        D: 'The server caches the full object and sends only changes',
      },
      correct: 'C',
      explanation: 'Only the selected fields are resolved and returned.',
    },
    {
      question: 'Which request body does a typical GraphQL server accept at `/graphql`?',
      options: {
        A: 'A JSON body with `method`, `path` and `params` fields',
        B: 'A form-encoded body holding one field per argument',
        C: 'An XML envelope with the operation and its arguments',
        D: 'A JSON body with `query` and optional `variables`',
      },
      correct: 'D',
      explanation:
        'Most servers accept a `POST` with a JSON body holding the query text and a variables object.',
    },
  ],
  problems: [],
};
