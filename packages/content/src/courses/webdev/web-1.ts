import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-1',
  order: 1,
  title: 'How the Web Works',
  description:
    'Follow a page request from the address bar to the rendered page: URLs, DNS, HTTP and the browser.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Name the parts of a URL and what each one does',
    'Describe what happens between typing an address and seeing a page',
    'Read an HTTP request and response, including methods and status codes',
    'Explain the roles of HTML, CSS and JavaScript in the browser',
  ],
  lesson: `## Clients, servers and URLs

The web is a conversation between **clients** (usually browsers) and **servers** (computers that answer requests). Every resource on the web has an address, a **URL**:

\`\`\`text
https://shop.example.com:443/products/42?colour=red#reviews
scheme  host             port path        query      fragment
\`\`\`

The **scheme** says which protocol to use, the **host** names the server, the **port** is optional (443 is the default for HTTPS, 80 for HTTP), the **path** identifies a resource on that server, the **query** passes extra parameters, and the **fragment** points inside the page and is never sent to the server.

## From address bar to pixels

When you press Enter, the browser first asks **DNS** (the Domain Name System) to translate the host name into an IP address. It then opens a connection to that address; for HTTPS it also performs a **TLS handshake**, so everything that follows is encrypted and the server proves its identity with a certificate. Modern browsers often speak HTTP/2 or HTTP/3, which multiplex many requests over one connection.

Next the browser sends an **HTTP request** and the server replies with a **response**:

\`\`\`http
GET /products/42 HTTP/1.1
Host: shop.example.com
Accept: text/html

HTTP/1.1 200 OK
Content-Type: text/html; charset=utf-8
Cache-Control: max-age=60

<!doctype html><html>...</html>
\`\`\`

A request has a **method** (GET reads, POST creates, PUT replaces, PATCH updates partially, DELETE removes), a path, headers and sometimes a body. A response has a **status code**: 2xx means success, 3xx a redirect, 4xx a client error such as 404 Not Found, and 5xx a server error.

## Rendering the page

The browser parses the HTML into the **DOM**, a tree of elements. Each stylesheet it finds becomes the CSSOM, and scripts can change both. The browser combines them, computes the layout (where each box goes) and paints pixels. Every image, stylesheet or script referenced by the HTML triggers another request, which is why the number and size of files matter for speed.

## The three languages of the front end

- **HTML** describes structure and meaning: headings, paragraphs, links, forms.
- **CSS** describes presentation: colours, spacing, layout, responsive rules.
- **JavaScript** adds behaviour: reacting to clicks, fetching data, updating the page.

Keeping these concerns separate makes pages easier to maintain. In this course you will learn each one, then combine them into fast, accessible and secure sites.`,
  overview: {
    whatYouWillLearn: [
      'The client-server model and what a URL is made of',
      'How DNS turns a host name into an IP address',
      'Why HTTPS adds a TLS handshake and what it protects',
      'The structure of HTTP requests, responses, methods and status codes',
      'How the browser builds the DOM and paints a page',
      'The separate roles of HTML, CSS and JavaScript',
    ],
    proTip:
      'Open your browser DevTools Network tab and reload any site: you will see every request, its status code, headers and timing.',
  },
  mcqs: [
    {
      question: 'Which part of the URL https://a.com/shop?id=3#top is never sent to the server?',
      options: {
        A: 'The query ?id=3',
        B: 'The path /shop',
        C: 'The fragment #top',
        D: 'The host a.com',
      },
      correct: 'C',
      explanation:
        'The fragment is handled entirely by the browser (it scrolls to the element with id top) and is not included in the HTTP request; the path and query are sent, the host goes to DNS and the Host header.',
    },
    {
      question: 'What is the job of DNS when you visit a website?',
      options: {
        A: 'Encrypting the connection between you and the website',
        B: 'Translating the host name into an IP address',
        C: "Caching the website's pages on servers near you",
        D: 'Giving your computer an IP address on the local network',
      },
      correct: 'B',
      explanation:
        "DNS resolves human-readable names such as example.com to IP addresses. Encryption is TLS's job, caching near users is a CDN's, and handing out local addresses is DHCP's.",
    },
    {
      question:
        'A server answers a request with 403 Forbidden. Which status class is that, and what does the class mean?',
      options: {
        A: '5xx: the server failed to handle a valid request',
        B: '3xx: the client must look for the resource elsewhere',
        C: '2xx: the request succeeded but returned no content',
        D: '4xx: the request was wrong or not allowed',
      },
      correct: 'D',
      explanation:
        '4xx codes such as 400, 401, 403 and 404 are client errors: the request itself was wrong or not allowed. 5xx are server errors, 3xx redirects, 2xx success.',
    },
    {
      question: 'What is the default port for HTTPS when none is written in the URL?',
      options: {
        A: '443',
        B: '80',
        C: '8080',
        D: '22',
      },
      correct: 'A',
      explanation:
        'HTTPS uses port 443 by default and plain HTTP uses 80; 8080 is a common development port and 22 is SSH.',
    },
    {
      question: 'Which HTTP method is conventionally used to read a resource without changing it?',
      options: {
        A: 'POST',
        B: 'GET',
        C: 'PATCH',
        D: 'HEAD with a body',
      },
      correct: 'B',
      explanation:
        'GET is a safe method meant only to retrieve data. POST creates, PATCH partially updates, and HEAD requests carry no body and return headers only.',
    },
    {
      question: 'What does the TLS handshake of an HTTPS connection provide?',
      options: {
        A: 'Compression (gzip) of every response so pages download faster',
        B: 'A cached copy of the DNS answer, so later visits skip the lookup',
        C: 'Encryption plus proof of the server identity via a certificate',
        D: 'A session cookie that identifies the user on this connection',
      },
      correct: 'C',
      explanation:
        'TLS negotiates encryption keys, and the server presents a certificate that the browser verifies, so the traffic is private and the server is who it claims to be.',
    },
    {
      question: 'Which language is responsible for the structure and meaning of a web page?',
      options: {
        A: 'CSS',
        B: 'JavaScript',
        C: 'HTML',
        D: 'HTTP',
      },
      correct: 'C',
      explanation:
        'HTML marks up content such as headings, paragraphs, links and forms. CSS handles presentation, JavaScript behaviour, and HTTP is the transfer protocol.',
    },
    {
      question: 'What is the DOM?',
      options: {
        A: 'A tree of objects the browser builds from the HTML',
        B: 'The set of style rules the browser builds from the CSS',
        C: 'The raw HTML text exactly as the server sent it',
        D: 'The layout of boxes computed just before painting',
      },
      correct: 'A',
      explanation:
        'The Document Object Model is the in-memory tree of elements built by parsing the HTML; scripts and styles act on it. The style rules form the CSSOM, and layout is a later step.',
    },
    {
      question:
        'A client sends PUT /users/7 with a JSON body. What does that method conventionally mean?',
      options: {
        A: 'Update only the fields of /users/7 that the JSON body contains',
        B: 'Create a new user under /users/ and return its new id',
        C: "Read /users/7 without changing the server's data",
        D: 'Replace the resource at /users/7 with the body sent',
      },
      correct: 'D',
      explanation:
        'PUT replaces the whole resource at that URL with the body. Partial updates are PATCH, creating under a collection is typically POST, and reading is GET.',
    },
    {
      question:
        'The server replies 301 Moved Permanently. What does the 3xx class tell the browser?',
      options: {
        A: 'The server crashed while building the page',
        B: 'The resource has moved and now lives at another URL',
        C: 'The page was not found at this address',
        D: 'The request worked; the body holds the page',
      },
      correct: 'B',
      explanation:
        '3xx codes are redirects: the Location header gives the new URL and the browser requests it. 404 would mean not found, 5xx a server failure, 200 success.',
    },
    {
      question: 'How do HTTP/2 and HTTP/3 speed up a page that loads many files from one server?',
      options: {
        A: 'They open a separate TCP connection for every file',
        B: 'They merge all the files into one response body',
        C: 'They skip the DNS lookup for hosts seen in the past 24 h',
        D: 'They multiplex requests over a single connection',
      },
      correct: 'D',
      explanation:
        'Both versions multiplex: many requests and responses share a single connection instead of waiting in line or opening one connection per file, as HTTP/1.1 browsers did.',
    },
    {
      question:
        'Why does the number of images, stylesheets and scripts on a page affect how fast it loads?',
      options: {
        A: 'Each referenced file costs another HTTP request and round trip',
        B: 'The browser re-parses the whole HTML page for each file',
        C: 'Each file needs its own DNS lookup, even on the same host',
        D: 'Every file adds a new TLS handshake on the same connection',
      },
      correct: 'A',
      explanation:
        'Every image, stylesheet or script referenced by the HTML is fetched with its own HTTP request, so more and larger files mean more network work before the page is complete.',
    },
  ],
  problems: [],
};
