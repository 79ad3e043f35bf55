import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-7',
  order: 7,
  title: 'Clients, Caching, Pagination and Subscriptions',
  description:
    'Consume GraphQL from front ends with normalised caches, cursor pagination and real-time subscriptions.',
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
    proTip:
      'Always select id (and let the client add __typename) on every object type in your operations; it is what makes cache normalisation work.',
  },
  mcqs: [
    {
      question: 'How does a normalised cache identify an object such as a post with id 7?',
      options: {
        A: 'By a hash (`sha256`) of the query text',
        B: 'By its type name and `id` together',
        C: 'By its position within the response',
        D: 'By the URL of the request that returned it',
      },
      correct: 'B',
      explanation:
        '`__typename` plus `id` (for example `Post:7`) gives each entity a unique cache key.',
    },
    {
      question:
        'A mutation returns `{ id: "7", likes: 11 }` for a `Post`. What happens in a normalised cache?',
      options: {
        A: 'Nothing changes until the query is fetched again',
        B: 'Every view showing post 7 sees the new `likes` value',
        C: 'The cached post is evicted and refetched',
        D: 'A second copy, `Post:7#2`, is stored too',
      },
      correct: 'B',
      explanation: 'The fields are merged into the single cached `Post:7` entry.',
    },
    {
      question: 'Why does creating a new post not automatically appear in a cached list of posts?',
      options: {
        A: 'Lists are never stored in a normalised cache',
        B: 'The server does not return `id` fields for newly created objects',
        C: 'Mutation results are not written to the cache',
        D: 'The cache cannot know which lists the new item belongs to',
      },
      correct: 'D',
      explanation: 'List membership must be updated manually or by refetching.',
    },
    {
      question: 'What is the main advantage of cursor-based pagination over offsets?',
      options: {
        A: 'It returns more items per page for the same cost',
        B: 'It needs no arguments from the client',
        C: 'Pages stay consistent when items are inserted or removed',
        D: 'It lets clients jump straight to any page number',
      },
      correct: 'C',
      explanation: 'Cursors mark a position in the data instead of a numeric offset.',
    },
    {
      question: 'In a connection type, where does the client find the cursor for the next request?',
      options: {
        A: '`pageInfo.endCursor`',
        B: '`edges.length`',
        C: 'the `Link` HTTP header',
        D: '`pageInfo.hasNextPage`',
      },
      correct: 'A',
      explanation: '`endCursor` together with `hasNextPage` drives the next page request.',
    },
    {
      question:
        'A subscription server runs on three instances. What is needed for events to reach all subscribers?',
      options: {
        A: 'Sticky sessions (one instance per client)',
        B: 'Longer WebSocket timeouts',
        C: 'A shared pub/sub system such as Redis',
        D: 'Nothing: each instance broadcasts to all clients',
      },
      correct: 'C',
      explanation:
        'An event published on one instance must be delivered to subscribers on the others.',
    },
    {
      question: 'Which transport lets subscriptions work over plain HTTP?',
      options: {
        A: 'WebSockets with `graphql-ws`',
        B: 'gRPC-based long polling',
        C: 'Server-Sent Events',
        D: 'WebRTC data channels',
      },
      correct: 'C',
      explanation:
        'SSE streams events over a regular HTTP response and passes through most proxies.',
    },
    {
      question: 'What does GraphQL Code Generator provide for clients?',
      options: {
        A: 'A database schema derived from your types',
        B: 'TypeScript types for your schema and operations',
        C: 'A WebSocket server for running your GraphQL subscriptions',
        D: 'Working resolvers generated automatically from your SDL',
      },
      correct: 'B',
      explanation: 'Generated types make results type-checked against the schema.',
    },
    {
      question: 'Why should queries always select `id` fields when using a normalised cache?',
      options: {
        A: 'Objects without one cannot be normalised and merged',
        B: 'The server rejects queries that omit `id` on an object type',
        C: 'Without `id`, the cache stores nothing and every query refetches',
        D: 'The `id` sets the fetch policy',
      },
      correct: 'A',
      explanation:
        'Objects without an `id` are stored inside their parent, so updates to them are not shared.',
    },
    {
      question: 'What does the `cache-and-network` fetch policy do?',
      options: {
        A: 'Uses the cache only, never the network',
        B: 'Uses the network only and never reads from the cache',
        C: 'Reads the cache, and goes to the network only on a cache miss',
        D: 'Returns cached data at once and also fetches fresh data',
      },
      correct: 'D',
      explanation:
        'It answers from the cache immediately and updates the result when the network response arrives.',
    },
    {
      question: 'Why is offset pagination (`page: 3`) fragile for a feed that changes often?',
      options: {
        A: 'Offsets cannot be sent as GraphQL variables',
        B: 'Inserts or deletions shift items, so pages skip or repeat them',
        C: 'Servers cannot count the number of items in a feed',
        D: 'It forces a fixed page size that clients cannot change',
      },
      correct: 'B',
      explanation:
        'When items are added or removed between requests, a numeric offset points at different items.',
    },
    {
      question: 'How does a server-side subscription resolver deliver events?',
      options: {
        A: 'It returns a promise that resolves once for each event',
        B: "It calls the client's webhook (`POST /events`) per event",
        C: 'It returns an async iterator fed by a pub/sub system',
        D: 'It polls the database and returns the rows that changed',
      },
      correct: 'C',
      explanation: 'The subscription resolver returns an async iterator, fed by a pub/sub system.',
    },
    {
      question: 'When are subscriptions a better choice than polling?',
      options: {
        A: 'For large reports that the server regenerates once every day',
        B: "For data that rarely changes, like a user's profile",
        C: 'For any query, since subscriptions replace queries',
        D: 'For small, frequent updates to data the user is watching',
      },
      correct: 'D',
      explanation:
        'Subscriptions suit live data such as chat or scores; rarely changing data is simpler to poll or refetch.',
    },
  ],
  problems: [],
};
