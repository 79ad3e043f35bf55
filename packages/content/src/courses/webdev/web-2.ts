import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-2',
  order: 2,
  title: 'HTML Fundamentals',
  description: 'Write valid HTML documents with headings, text, links, images and lists.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Write the skeleton of a valid HTML5 document',
    'Use elements, attributes and nesting correctly',
    'Add links, images and lists with the right attributes',
    'Distinguish block-level from inline content',
  ],
  lesson: `## The document skeleton

Every HTML page starts with the same skeleton. The \`<!doctype html>\` line tells the browser to use standards mode, the \`lang\` attribute helps screen readers and translation tools, and the \`<meta>\` tags set the character encoding and make the page scale properly on phones.

\`\`\`html
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>My first page</title>
    <link rel="stylesheet" href="styles.css">
  </head>
  <body>
    <h1>Hello, web!</h1>
    <p>This is a <strong>paragraph</strong> with a <a href="/about">link</a>.</p>
  </body>
</html>
\`\`\`

The \`<head>\` holds information about the page (title, styles, metadata); the \`<body>\` holds what the user sees.

## Elements and attributes

An **element** is usually an opening tag, content and a closing tag: \`<p>text</p>\`. Some elements are **void** and have no content or closing tag, such as \`<img>\`, \`<br>\`, \`<input>\` and \`<meta>\`. **Attributes** add information in the opening tag: \`href\` on links, \`src\` and \`alt\` on images, \`id\` and \`class\` on anything. Elements must be properly nested: close the inner element before the outer one.

## Text, links and images

Use headings \`<h1>\` to \`<h6>\` in order to describe the outline of the page; there should normally be one \`<h1>\`. Paragraphs use \`<p>\`, emphasis uses \`<em>\` and strong importance uses \`<strong>\`. A link needs an \`href\`; an absolute URL goes to another site, a relative one such as \`about.html\` stays on yours, and \`target="_blank"\` opens a new tab.

\`\`\`html
<img src="cat.jpg" alt="A grey cat asleep on a keyboard" width="400" height="300">
<ul>
  <li>Unordered item</li>
  <li>Another item</li>
</ul>
<ol>
  <li>First step</li>
  <li>Second step</li>
</ol>
\`\`\`

The \`alt\` text describes the image for people who cannot see it; a purely decorative image gets \`alt=""\`. Giving \`width\` and \`height\` lets the browser reserve space before the image loads, avoiding layout shift.

## Block and inline content

By default some elements are **block-level** (headings, paragraphs, lists, \`<div>\`): they start on a new line and take the full width. Others are **inline** (\`<a>\`, \`<em>\`, \`<span>\`, \`<img>\`): they flow inside text. \`<div>\` and \`<span>\` carry no meaning of their own; they are generic containers for styling. In the next chapter you will prefer meaningful, semantic elements wherever one exists.

Validate your markup with the W3C validator while learning: it catches unclosed tags and misplaced elements early.`,
  overview: {
    whatYouWillLearn: [
      'The purpose of the doctype, head and body',
      'How elements, void elements and attributes are written',
      'Correct nesting of tags',
      'How absolute and relative links differ',
      'Why images need alt text and dimensions',
      'The difference between block-level and inline elements',
    ],
    proTip:
      'Always set the viewport meta tag; without it phones render your page as a shrunken desktop page.',
  },
  mcqs: [
    {
      question: 'What does the <!doctype html> declaration do?',
      options: {
        A: 'Loads the default stylesheet',
        B: 'Makes the browser render the page in standards mode',
        C: 'Declares the page language',
        D: 'Makes the browser validate against W3C rules',
      },
      correct: 'B',
      explanation:
        'Without the doctype browsers fall back to quirks mode, which emulates old, inconsistent behaviour.',
    },
    {
      question: 'Which of these is a void element that has no closing tag?',
      options: {
        A: '<p>',
        B: '<span>',
        C: '<label>',
        D: '<img>',
      },
      correct: 'D',
      explanation: 'img has no content, so it is written without a closing tag.',
    },
    {
      question: 'Which attribute gives a text alternative for an image?',
      options: {
        A: 'alt',
        B: 'title',
        C: 'srcset',
        D: 'name',
      },
      correct: 'A',
      explanation: 'alt is read by screen readers and shown when the image fails to load.',
    },
    {
      question: 'Where should the <title> element be placed?',
      options: {
        A: 'Inside <body> before the first heading',
        B: 'After the closing </html> tag',
        C: 'Inside <head>',
        D: 'Inside the first <p>',
      },
      correct: 'C',
      explanation: 'title is metadata and belongs in the head; browsers show it in the tab.',
    },
    {
      question: 'Which snippet is correctly nested?',
      options: {
        A: '<p><em>Hi</p></em>',
        B: '<em><p>Hi</em></p>',
        C: '<p><em>Hi</em>',
        D: '<p><em>Hi</em></p>',
      },
      correct: 'D',
      explanation: 'Inner elements must be closed before the elements that contain them.',
    },
    {
      question: 'What is the purpose of the viewport meta tag?',
      options: {
        A: 'Makes the layout width match the device width on phones',
        B: 'Hides the page from search engines on mobile devices',
        C: 'Sets the default font size',
        D: 'Sets the character encoding for mobile browsers',
      },
      correct: 'A',
      explanation:
        'width=device-width stops mobile browsers from rendering a zoomed-out desktop-width page.',
    },
    {
      question: 'Which element creates a numbered list?',
      options: {
        A: '<ul>',
        B: '<ol>',
        C: '<dl>',
        D: '<list>',
      },
      correct: 'B',
      explanation: 'ol is an ordered list; browsers number its li items by default.',
    },
    {
      question: 'Why should you set width and height attributes on images?',
      options: {
        A: 'They are required, or the browser refuses to load the image',
        B: 'They make images load from a CDN',
        C: 'They let the browser reserve the space early, avoiding layout shift',
        D: 'They compress the image file',
      },
      correct: 'C',
      explanation:
        'Knowing the aspect ratio in advance prevents content from jumping when the image arrives.',
    },
    {
      question: 'Which element is the single main heading of a page?',
      options: {
        A: '`<main>`',
        B: '`<header>`',
        C: '`<h1>`',
        D: '`<title>`',
      },
      correct: 'C',
      explanation:
        'Headings run from `<h1>` (most important) to `<h6>`; a page normally has one `<h1>`. `<title>` is the tab title.',
    },
    {
      question: 'Which of these elements is inline by default?',
      options: {
        A: '`<header>`',
        B: '`<p>`',
        C: '`<section>`',
        D: '`<span>`',
      },
      correct: 'D',
      explanation: '`<span>` is a generic inline element; the others are block elements.',
    },
    {
      question: "Which tag declares the page's character encoding?",
      options: {
        A: '`<meta charset="utf-8">`',
        B: '`<meta lang="utf-8">`',
        C: '`<meta encoding="utf-8">`',
        D: '`<meta type="utf-8">`',
      },
      correct: 'A',
      explanation:
        '`<meta charset="utf-8">` in the head sets the encoding; `lang` belongs on `<html>` and names the language.',
    },
    {
      question: 'Which element marks text of great importance?',
      options: {
        A: '`<em>`',
        B: '`<strong>`',
        C: '`<b>`',
        D: '`<important>`',
      },
      correct: 'B',
      explanation:
        '`<strong>` marks strong importance; `<em>` marks emphasis and `<b>` is only visual bold.',
    },
  ],
  problems: [],
};
