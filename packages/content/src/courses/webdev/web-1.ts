import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-1',
  order: 1,
  title: 'How the Web Works',
  description: 'Follow a page request from the address bar to the rendered page: URLs, DNS, HTTP and the browser.',
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
    proTip: 'Open your browser DevTools Network tab and reload any site: you will see every request, its status code, headers and timing.',
  },
  mcqs: [
    {
      question: 'Which part of the URL https://a.com/shop?id=3#top is never sent to the server?',
      options: { A: 'The query ?id=3', B: 'The path /shop', C: 'The fragment #top', D: 'The host a.com' },
      correct: 'C',
      explanation: 'The fragment is handled entirely by the browser and is not included in the HTTP request.',
    },
    {
      question: 'What is the job of DNS when you visit a website?',
      options: {
        A: 'Encrypting the connection to the server',
        B: 'Translating a host name into an IP address',
        C: 'Compressing the HTML before it is sent',
        D: 'Rendering the page into pixels',
      },
      correct: 'B',
      explanation: 'DNS resolves human-readable names such as example.com to IP addresses.',
    },
    {
      question: 'Which HTTP status code class indicates a client error?',
      options: { A: '2xx', B: '3xx', C: '5xx', D: '4xx' },
      correct: 'D',
      explanation: '4xx codes such as 400, 401, 403 and 404 mean the request itself was wrong or not allowed.',
    },
    {
      question: 'What is the default port for HTTPS when none is written in the URL?',
      options: { A: '443', B: '80', C: '8080', D: '22' },
      correct: 'A',
      explanation: 'HTTPS uses port 443 by default, plain HTTP uses 80.',
    },
    {
      question: 'Which HTTP method is conventionally used to read a resource without changing it?',
      options: { A: 'POST', B: 'GET', C: 'PATCH', D: 'DELETE' },
      correct: 'B',
      explanation: 'GET is a safe method meant only to retrieve data.',
    },
    {
      question: 'What does the TLS handshake in HTTPS provide?',
      options: {
        A: 'Faster DNS lookups',
        B: 'Automatic image compression',
        C: 'A list of the pages on the site',
        D: 'Encryption and proof of the server identity via a certificate',
      },
      correct: 'D',
      explanation: 'TLS negotiates encryption keys and the server presents a certificate that the browser verifies.',
    },
    {
      question: 'Which language is responsible for the structure and meaning of a web page?',
      options: { A: 'CSS', B: 'JavaScript', C: 'HTML', D: 'HTTP' },
      correct: 'C',
      explanation: 'HTML marks up content such as headings, paragraphs, links and forms.',
    },
    {
      question: 'What is the DOM?',
      options: {
        A: 'A tree of objects the browser builds from the HTML document',
        B: 'A protocol for transferring files between servers',
        C: 'A CSS layout mode',
        D: 'The server that stores domain names',
      },
      correct: 'A',
      explanation: 'The Document Object Model is the in-memory tree of elements that scripts and styles act on.',
    },
  ],
  problems: [],
};
