import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-7',
  order: 7,
  title: 'Responsive Design',
  description:
    'Make layouts, images and type adapt to every screen with mobile-first CSS, media and container queries.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write mobile-first styles with min-width media queries',
    'Use container queries to style components by their own size',
    'Serve responsive images with srcset and sizes',
    'Scale typography fluidly with clamp()',
  ],
  lesson: `## Mobile first

More than half of web traffic comes from phones, so design for the smallest screen first and add complexity as space grows. Write the base styles for narrow screens, then use **min-width** media queries to enhance the layout:

\`\`\`css
.products { display: grid; gap: 1rem; grid-template-columns: 1fr; }

@media (min-width: 40rem) {
  .products { grid-template-columns: repeat(2, 1fr); }
}
@media (min-width: 64rem) {
  .products { grid-template-columns: repeat(4, 1fr); }
}
\`\`\`

Choose **breakpoints** where your content starts to look wrong, not at the widths of particular devices. Media queries can also test user preferences: \`(prefers-color-scheme: dark)\`, \`(prefers-reduced-motion: reduce)\` and \`(hover: hover)\` let you respect the user's settings and input device. Remember the viewport meta tag from chapter 2; without it none of this works on phones.

## Container queries

A media query asks about the viewport, but a component such as a product card may sit in a wide main column on one page and a narrow sidebar on another. **Container queries**, supported in every modern browser, let the card respond to the width of its own container:

\`\`\`css
.card-list { container-type: inline-size; }

@container (min-width: 30rem) {
  .card { display: grid; grid-template-columns: 8rem 1fr; }
}
\`\`\`

This makes components truly reusable. Container query units such as \`cqi\` (1% of the container inline size) are also available.

## Fluid typography and spacing

Instead of jumping between fixed font sizes, let sizes scale smoothly with \`clamp(min, preferred, max)\`:

\`\`\`css
h1 { font-size: clamp(1.75rem, 1rem + 3vw, 3rem); }
\`\`\`

The heading is never smaller than 1.75rem, never larger than 3rem, and grows with the viewport in between. Mixing rem into the preferred value keeps user zoom working.

## Responsive images

Large images are the biggest cost on most pages. Let the browser pick the right file:

\`\`\`html
<img src="hero-800.jpg"
     srcset="hero-400.jpg 400w, hero-800.jpg 800w, hero-1600.jpg 1600w"
     sizes="(min-width: 64rem) 50vw, 100vw"
     alt="Mountain lake at sunrise" width="1600" height="900" fetchpriority="high">
\`\`\`

\`srcset\` lists the candidates with their intrinsic widths and \`sizes\` tells the browser how wide the image will be displayed; it then downloads the smallest adequate file for the screen density. Use the \`<picture>\` element when you need different crops (art direction) or modern formats such as AVIF with a fallback. Add \`loading="lazy"\` to images below the fold, but never to the main hero image, which should load as early as possible.

## Test on real conditions

Use the DevTools device toolbar to test widths and touch emulation, but also try a real phone on a slow network. Responsive design is not only about width: it covers touch targets of at least 44 by 44 pixels, readable line lengths of around 60 to 75 characters, and respect for motion and colour preferences.`,
  overview: {
    whatYouWillLearn: [
      'The mobile-first approach and min-width media queries',
      'How to choose content-driven breakpoints',
      'Media features for user preferences such as dark mode and reduced motion',
      'Container queries and container query units',
      'Fluid sizing with clamp()',
      'Responsive images with srcset, sizes, picture and lazy loading',
    ],
    proTip:
      'Set max-width: 100% and height: auto on images in your reset so no image can ever overflow its container.',
  },
  mcqs: [
    {
      question: 'In a mobile-first stylesheet, which kind of media query do you mainly write?',
      options: {
        A: 'max-width queries that remove desktop styles as it shrinks',
        B: 'orientation queries that swap layouts for portrait and landscape',
        C: 'min-width queries that add styles as the screen grows',
        D: 'print queries',
      },
      correct: 'C',
      explanation:
        'Mobile-first starts with base styles for small screens and enhances them with min-width queries.',
    },
    {
      question: 'What do container queries respond to?',
      options: {
        A: 'The size of an ancestor element declared as a container',
        B: 'The viewport size, like media queries but scoped to a container',
        C: 'The device pixel ratio',
        D: 'The number of child elements inside the container element',
      },
      correct: 'A',
      explanation:
        'Container queries test the size of the nearest ancestor with container-type set.',
    },
    {
      question: 'What does font-size: clamp(1rem, 2.5vw, 2rem) guarantee?',
      options: {
        A: 'The font is always 2.5vw',
        B: 'The font is exactly 1rem on phones, 2.5vw on tablets and 2rem on desktops',
        C: "The font ignores the user's zoom level and browser font-size settings",
        D: 'The font scales with the viewport but stays between 1rem and 2rem',
      },
      correct: 'D',
      explanation: 'clamp bounds the preferred value between a minimum and a maximum.',
    },
    {
      question: 'What information does the sizes attribute give the browser?',
      options: {
        A: 'The download size of every candidate image file, measured in kilobytes',
        B: 'How wide the image will be displayed under different conditions',
        C: 'The intrinsic pixel width and height of each source image file listed',
        D: 'The order in which the browser should download the listed images',
      },
      correct: 'B',
      explanation:
        'sizes describes the display width so the browser can choose the best srcset candidate.',
    },
    {
      question: 'Which image should not get loading="lazy"?',
      options: {
        A: 'Any image in the footer of the page',
        B: 'Thumbnail images far down a long scrolling page',
        C: 'The large hero image at the top of the page, seen on first load',
        D: 'Images inside collapsed sections',
      },
      correct: 'C',
      explanation:
        'Lazy loading the main above-the-fold image delays the largest contentful paint.',
    },
    {
      question: 'How should breakpoints be chosen?',
      options: {
        A: 'At the exact widths of the most popular phones and tablets today',
        B: 'Always at 768px and 1024px',
        C: 'Only one breakpoint is allowed',
        D: 'Where the layout breaks',
      },
      correct: 'D',
      explanation: 'Content-driven breakpoints keep working as new devices appear.',
    },
    {
      question:
        'Which media feature lets you reduce animations for users who asked the system to minimise motion?',
      options: {
        A: 'prefers-reduced-motion',
        B: 'prefers-reduced-transparency',
        C: 'any-pointer',
        D: 'scripting',
      },
      correct: 'A',
      explanation: 'prefers-reduced-motion: reduce signals that the user wants fewer animations.',
    },
    {
      question: 'When should you use the <picture> element instead of a plain img with srcset?',
      options: {
        A: 'When you need alt text on an image for screen readers',
        B: 'When you need different crops or formats with fallbacks',
        C: 'For every decorative image',
        D: 'Only for SVG icons, which must scale to every screen resolution',
      },
      correct: 'B',
      explanation: 'picture with source elements handles art direction and format selection.',
    },
    {
      question: 'Which media query adds styles for screens at least 48rem wide?',
      options: {
        A: '`@media (max-width: 48rem)`',
        B: '`@media (min-width: 48rem)`',
        C: '`@media (width: 48rem)`',
        D: '`@media screen and (min-device: 48rem)`',
      },
      correct: 'B',
      explanation:
        '`min-width` applies from that width upward, which is how mobile-first styles grow.',
    },
    {
      question: 'How do you make an element a size container for container queries?',
      options: {
        A: '`display: container`',
        B: '`position: container`',
        C: '`container-query: size`',
        D: '`container-type: inline-size`',
      },
      correct: 'D',
      explanation:
        '`container-type: inline-size` declares the element as a container whose width `@container` rules can query.',
    },
    {
      question: 'What does the `srcset` attribute list?',
      options: {
        A: 'Candidate image files with their widths or pixel densities',
        B: 'Alternative text for each screen size',
        C: 'The CSS breakpoints the page uses',
        D: 'Fallback image formats in order of browser support, newest first',
      },
      correct: 'A',
      explanation:
        '`srcset` lists image candidates with width (`w`) or density (`x`) descriptors; the browser picks one.',
    },
    {
      question: 'Why test a responsive page on a real phone as well as in desktop dev tools?',
      options: {
        A: 'Dev tools cannot change the viewport width at all',
        B: 'Real devices reveal touch, network and speed issues that emulation misses',
        C: 'Media queries only run on physical devices',
        D: "Phones ignore any CSS that was only tested in a desktop browser's tools",
      },
      correct: 'B',
      explanation:
        'Emulation approximates size, but real devices show actual touch input, slow networks and CPU limits.',
    },
  ],
  problems: [],
};
