import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-7',
  order: 7,
  title: 'Clients, Caching, Pagination and Subscriptions',
  description: 'Consume GraphQL from front ends with normalised caches, cursor pagination and real-time subscriptions.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain how normalised client caches store and update data',
    'Implement cursor-based pagination with connections',
    'Add real-time updates with subscriptions over WebSockets or SSE',
    'Generate typed client code from operations',
  ],
  lesson: `## GraphQL clients

You can call GraphQL with plain \`fetch\`, but dedicated clients add caching, deduplication and UI integration. **Apollo Client**, **urql** and **Relay** are the main JavaScript options; TanStack Query with a small request helper is a lightweight alternative.

\`\`\`js
import { ApolloClient, InMemoryCache, gql } from '@apollo/client';
const client = new ApolloClient({ uri: '/graphql', cache: new InMemoryCache() });

const GET_POST = gql\`query GetPost($id: ID!) { post(id: $id) { id title likes } }\`;
const { data, loading, error } = useQuery(GET_POST, { variables: { id: '7' } });
\`\`\`

## Normalised caching

A **normalised cache** splits every response into objects and stores each one once under a key built from \`__typename\` and \`id\` (for example \`Post:7\`); references replace nested objects. Consequences:

- If a mutation returns \`{ id: "7", likes: 11 }\` for a \`Post\`, every component displaying post 7 updates automatically.
- Objects without an \`id\` cannot be normalised; they are stored inside their parent, so always select \`id\` fields.
- Adding or removing items from lists is not automatic: the cache cannot know which lists a new post belongs to. Update them manually (\`cache.modify\`, \`update\` functions) or refetch.

Fetch policies such as \`cache-first\` (default), \`cache-and-network\` and \`network-only\` decide when the network is used.

## Cursor pagination

Offset pagination (\`page: 3\`) skips or duplicates items when data changes between requests. The **connection** pattern, popularised by Relay, uses opaque cursors:

\`\`\`graphql
type Query { posts(first: Int!, after: String): PostConnection! }
type PostConnection { edges: [PostEdge!]! pageInfo: PageInfo! }
type PostEdge { node: Post! cursor: String! }
type PageInfo { hasNextPage: Boolean! endCursor: String }
\`\`\`

The client asks for \`first: 20, after: endCursor\` to load the next page, ideal for infinite scrolling. Clients provide helpers to merge pages into one list in the cache.

## Subscriptions

Subscriptions push results when events happen:

\`\`\`graphql
subscription OnComment($postId: ID!) { commentAdded(postId: $postId) { id text author { name } } }
\`\`\`

The transport is usually a WebSocket with the \`graphql-ws\` protocol, or **Server-Sent Events**, which work over plain HTTP and through most proxies. On the server, resolvers return an async iterator fed by a pub/sub system; with several server instances, that pub/sub must be shared (Redis, Kafka, NATS). Use subscriptions for small, frequent updates to data the user is looking at (chat, live scores); for rarely changing data, polling or refetching on focus is simpler.

## Typed operations

**GraphQL Code Generator** reads the schema and your \`.graphql\` operations and generates TypeScript types and typed document nodes, so \`data.post.title\` is type-checked and a schema change breaks the build instead of production. Relay goes further with its compiler and colocated fragments per component.`,
  overview: {
    whatYouWillLearn: [
      'What GraphQL clients add over plain fetch',
      'Normalisation by __typename and id and automatic updates',
      'Why list insertions need manual cache updates',
      'Fetch policies',
      'The connection pattern with edges, cursors and pageInfo',
      'Subscriptions over graphql-ws or SSE and shared pub/sub',
    ],
    proTip: 'Always select id (and let the client add __typename) on every object type in your operations; it is what makes cache normalisation work.',
  },
  mcqs: [
    {
      question: 'How does a normalised cache identify an object such as a post with id 7?',
      options: { A: 'By the query text', B: 'By a key built from __typename and id, such as Post:7', C: 'By its position in the response', D: 'By the HTTP URL' },
      correct: 'B',
      explanation: 'Type name plus id gives each entity a unique cache key.',
    },
    {
      question: 'A mutation returns { id: "7", likes: 11 } for a Post. What happens in a normalised cache?',
      options: { A: 'Every view showing Post:7 sees the new likes value', B: 'Nothing until the page reloads', C: 'The cache is cleared', D: 'A duplicate post is created' },
      correct: 'A',
      explanation: 'The fields are merged into the single cached Post:7 entry.',
    },
    {
      question: 'Why does creating a new post not automatically appear in a cached list of posts?',
      options: { A: 'Lists are never cached', B: 'The server does not return ids', C: 'Mutations cannot return objects', D: 'The cache cannot know which lists the new item belongs to' },
      correct: 'D',
      explanation: 'List membership must be updated manually or by refetching.',
    },
    {
      question: 'What is the main advantage of cursor-based pagination over offsets?',
      options: { A: 'It returns more items per page', B: 'It needs no arguments', C: 'Pages stay consistent when items are inserted or removed', D: 'It works without a database' },
      correct: 'C',
      explanation: 'Cursors mark a position in the data instead of a numeric offset.',
    },
    {
      question: 'In a connection type, where does the client find the cursor for the next request?',
      options: { A: 'pageInfo.endCursor', B: 'edges.length', C: 'The HTTP Link header', D: 'totalCount' },
      correct: 'A',
      explanation: 'endCursor together with hasNextPage drives the next page request.',
    },
    {
      question: 'A subscription server runs on three instances. What is needed for events to reach all subscribers?',
      options: { A: 'Sticky sessions only', B: 'Longer timeouts', C: 'A shared pub/sub system such as Redis', D: 'Nothing' },
      correct: 'C',
      explanation: 'An event published on one instance must be delivered to subscribers on the others.',
    },
    {
      question: 'Which transport lets subscriptions work over plain HTTP?',
      options: { A: 'SMTP', B: 'FTP', C: 'gRPC streaming only', D: 'Server-Sent Events' },
      correct: 'D',
      explanation: 'SSE streams events over a regular HTTP response.',
    },
    {
      question: 'What does GraphQL Code Generator provide for clients?',
      options: { A: 'A database schema', B: 'TypeScript types and typed documents for your operations', C: 'A WebSocket server', D: 'Automatic pagination' },
      correct: 'B',
      explanation: 'Generated types make results type-checked against the schema.',
    },
  ],
  problems: [],
};
