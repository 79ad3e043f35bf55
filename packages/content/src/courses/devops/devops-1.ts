import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-1',
  order: 1,
  title: 'DevOps Culture, Principles and DORA Metrics',
  description: 'Why DevOps emerged, the cultural and technical principles behind it, and how to measure delivery performance with the DORA metrics.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain the problems DevOps addresses between development and operations',
    'Describe the CALMS framework and the Three Ways',
    'Define the four key DORA metrics and what they reveal',
    'Recognise anti-patterns such as a separate "DevOps team" silo',
  ],
  lesson: `## The wall of confusion

Traditionally, **developers** were rewarded for shipping features and **operations** for keeping systems stable. Developers threw releases "over the wall"; operations, fearing outages, slowed changes down with long approval processes. Releases became big, rare and risky, which made them fail more, which made everyone slow down further.

**DevOps**, a term coined around 2009, breaks this cycle. It is not a tool or a job title but a **culture and set of practices** in which the people who build software also share responsibility for running it, supported by heavy automation. The goal is to deliver value to users **quickly and reliably at the same time**.

## The Three Ways

From *The Phoenix Project* and *The DevOps Handbook*:

1. **Flow**: optimise the whole path from idea to production. Work in small batches, limit work in progress, remove hand-offs and automate the deployment pipeline.
2. **Feedback**: create fast feedback at every stage: automated tests, monitoring, alerts and user signals, so problems are found and fixed near their source.
3. **Continual learning and experimentation**: blameless post-incident reviews, time for improvement work, and safe experiments.

## CALMS

Another lens is **CALMS**: **Culture** (shared ownership, trust, blamelessness), **Automation** (builds, tests, infrastructure, deployments), **Lean** (small batches, eliminate waste), **Measurement** (data over opinions) and **Sharing** (knowledge, tools and responsibility across teams).

## Measuring delivery: DORA

Research by the **DORA** (DevOps Research and Assessment) programme, published yearly in the *State of DevOps* reports, identified four key metrics that predict software delivery performance and correlate with organisational performance:

| Metric | Question |
|---|---|
| **Deployment frequency** | How often do we deploy to production? |
| **Lead time for changes** | How long from commit to running in production? |
| **Change failure rate** | What share of deployments cause a failure needing remediation? |
| **Time to restore service** (renamed *failed deployment recovery time* in 2023) | How long to recover from a failed deployment in production? |

The first two measure **throughput**, the last two **stability**. The key finding: they are **not a trade-off**. Elite performers deploy on demand, many times a day, with lead times under a day, *and* have low failure rates and restore service within an hour. Small, frequent changes are easier to test, review, deploy and roll back. Recent DORA reports also track deployment rework rate and reliability, and study how AI-assisted development affects delivery.

Use the metrics to learn and improve, never to rank individuals: metrics that become targets get gamed.

## Common anti-patterns

- Renaming the ops team "the DevOps team" and creating a new silo.
- Buying tools without changing how teams work.
- Automating a broken process instead of simplifying it first.
- Blaming individuals after incidents, which hides information.

Successful organisations instead build **cross-functional teams** that own services end to end ("you build it, you run it"), supported by platform teams that provide paved roads. The rest of this course covers the practices and tools that make that possible: CI/CD, infrastructure as code, containers, Kubernetes, observability, SRE and security.
`,
  overview: {
    whatYouWillLearn: [
      'DevOps is a culture and set of practices that unite development and operations around fast, reliable delivery.',
      'The Three Ways are flow, feedback, and continual learning and experimentation.',
      'CALMS stands for culture, automation, lean, measurement and sharing.',
      'Deployment frequency and lead time for changes measure throughput.',
      'Change failure rate and time to restore service measure stability, and elite teams excel at both together.',
      'Blameless culture and small batches make frequent change safe.',
    ],
    proTip: 'Start measuring the four DORA metrics before changing any process: a simple spreadsheet of deployments, failures and lead times gives you a baseline, so you can prove which improvements actually helped.',
  },
  mcqs: [
    {
      question: 'What problem was DevOps created to address?',
      options: {
        A: 'The lack of programming languages for servers',
        B: 'Conflicting goals and hand-offs between development and operations that made releases slow and risky',
        C: 'The high cost of laptops',
        D: 'The absence of cloud providers',
      },
      correct: 'B',
      explanation: 'DevOps aligns both groups around fast and reliable delivery.',
    },
    {
      question: 'Which of the Three Ways focuses on optimising the path from idea to production?',
      options: {
        A: 'Flow',
        B: 'Feedback',
        C: 'Continual learning',
        D: 'Compliance',
      },
      correct: 'A',
      explanation: 'The First Way is about fast, smooth flow of work through the value stream.',
    },
    {
      question: 'What does the M in CALMS stand for?',
      options: {
        A: 'Monitoring only',
        B: 'Management',
        C: 'Measurement',
        D: 'Microservices',
      },
      correct: 'C',
      explanation: 'CALMS: culture, automation, lean, measurement and sharing.',
    },
    {
      question: 'Which DORA metric measures the time from a commit to that change running in production?',
      options: {
        A: 'Deployment frequency',
        B: 'Change failure rate',
        C: 'Time to restore service',
        D: 'Lead time for changes',
      },
      correct: 'D',
      explanation: 'Lead time for changes captures how quickly a commit reaches users.',
    },
    {
      question: 'What did DORA research find about speed and stability?',
      options: {
        A: 'Faster teams are always less stable',
        B: 'Stability requires monthly release trains',
        C: 'Elite teams achieve high throughput and high stability together',
        D: 'Speed and stability are unrelated to business outcomes',
      },
      correct: 'C',
      explanation: 'Small, frequent changes improve both throughput and stability.',
    },
    {
      question: 'Which pair of DORA metrics measures stability?',
      options: {
        A: 'Change failure rate and time to restore service',
        B: 'Deployment frequency and lead time',
        C: 'Code coverage and test count',
        D: 'Lines of code and commits per day',
      },
      correct: 'A',
      explanation: 'These two capture how often changes fail and how quickly service recovers.',
    },
    {
      question: 'Why should DORA metrics not be used to rank individual engineers?',
      options: {
        A: 'They cannot be measured',
        B: 'They are secret',
        C: 'They only apply to managers',
        D: 'Metrics used as targets get gamed and stop reflecting reality',
      },
      correct: 'D',
      explanation: 'They are team and system measures meant for learning and improvement.',
    },
    {
      question: 'What is a common DevOps anti-pattern?',
      options: {
        A: 'Blameless postmortems',
        B: 'Renaming the operations team "the DevOps team", creating a new silo',
        C: 'Automating deployments',
        D: 'Working in small batches',
      },
      correct: 'B',
      explanation: 'DevOps is about shared ownership, not a new isolated team.',
    },
    {
      question: 'What does "you build it, you run it" express?',
      options: {
        A: 'Developers should build their own laptops',
        B: 'Operations should write all code',
        C: 'The team that builds a service is also responsible for operating it in production',
        D: 'Services should never be deployed',
      },
      correct: 'C',
      explanation: 'Ownership of running software creates fast feedback to the builders.',
    },
  ],
  problems: [],
};
