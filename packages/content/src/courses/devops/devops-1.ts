import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-1',
  order: 1,
  title: 'DevOps Culture, Principles and DORA Metrics',
  description:
    'Why DevOps emerged, the cultural and technical principles behind it, and how to measure delivery performance with the DORA metrics.',
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
    proTip:
      'Start measuring the four DORA metrics before changing any process: a simple spreadsheet of deployments, failures and lead times gives you a baseline, so you can prove which improvements actually helped.',
  },
  mcqs: [
    {
      question: 'What problem was DevOps created to address?',
      options: {
        A: 'Operations lacked a way to script servers, so DevOps introduced new configuration languages',
        B: 'Development and operations had conflicting goals, so releases were slow and risky',
        C: 'Releases were too frequent, so DevOps added a change-approval board in front of production',
        D: 'Cloud providers billed per server, so DevOps was created mainly to cut infrastructure costs',
      },
      correct: 'B',
      explanation:
        'Developers were rewarded for change and operations for stability; releases were thrown "over the wall", became big and rare, and failed more. DevOps aligns both groups around fast and reliable delivery.',
    },
    {
      question:
        'Which of the Three Ways is about optimising the whole path from idea to production?',
      options: {
        A: 'Flow, through small batches, limited work in progress and fewer hand-offs',
        B: 'Feedback, through automated tests, monitoring and alerts',
        C: 'Continual learning, through blameless reviews and experiments',
        D: 'Lean, through value-stream mapping of the idea-to-prod path',
      },
      correct: 'A',
      explanation:
        'The First Way, flow, optimises the value stream from idea to production. Feedback is the Second Way, continual learning the Third; Lean is a letter of CALMS, not one of the Three Ways.',
    },
    {
      question: 'What does the M in CALMS stand for?',
      options: {
        A: 'Monitoring',
        B: 'Management',
        C: 'Measurement',
        D: 'Mean time to recovery (MTTR)',
      },
      correct: 'C',
      explanation:
        'CALMS is Culture, Automation, Lean, Measurement and Sharing. Measurement means deciding with data rather than opinions; MTTR and monitoring are examples of things you might measure.',
    },
    {
      question:
        'Which DORA metric measures the time from a commit to that change running in production?',
      options: {
        A: 'Deployment frequency',
        B: 'Change failure rate',
        C: 'Lead time for changes',
        D: 'Mean time to restore',
      },
      correct: 'C',
      explanation:
        'Lead time for changes runs from commit to production. Deployment frequency counts deploys, change failure rate is the share of failing deployments, and time to restore measures recovery.',
    },
    {
      question: 'What did the DORA research find about delivery speed and stability?',
      options: {
        A: 'Elite teams trade some stability for more speed',
        B: 'Stability improves with longer release cycles and more approval gates before deploys',
        C: 'Elite teams achieve high throughput and high stability together',
        D: 'Speed predicts organisational performance, but stability has no measurable effect on it',
      },
      correct: 'C',
      explanation:
        'Elite performers deploy on demand with short lead times and also have low failure rates and fast recovery; small, frequent changes help both.',
    },
    {
      question: 'Which pair of DORA metrics measures stability?',
      options: {
        A: 'Deployment frequency and lead time for changes',
        B: 'Lead time for changes and change failure rate',
        C: 'Deployment frequency and time to restore service',
        D: 'Change failure rate and time to restore service',
      },
      correct: 'D',
      explanation:
        'Change failure rate and time to restore service (failed deployment recovery time since 2023) measure stability; deployment frequency and lead time measure throughput.',
    },
    {
      question: 'Why should DORA metrics not be used to rank individual engineers?',
      options: {
        A: 'Metrics that become targets get gamed and stop reflecting reality',
        B: 'The metrics can only be computed yearly from the State of DevOps survey',
        C: 'Ranking is valid only with the throughput metrics, not the stability ones',
        D: 'Individual scores must be anonymised first',
      },
      correct: 'A',
      explanation:
        'DORA metrics describe teams and systems and are meant for learning; once they become personal targets people optimise the number, not the outcome.',
    },
    {
      question: 'Which of these is a common DevOps anti-pattern?',
      options: {
        A: 'Holding blameless reviews after every outage',
        B: 'Platform teams offering paved roads that product teams can use',
        C: 'Cross-functional teams that own services end to end',
        D: 'Creating a separate DevOps team that turns into a new silo',
      },
      correct: 'D',
      explanation:
        'Renaming the ops team "the DevOps team" just moves the wall and creates a new silo. Blameless reviews, paved roads and cross-functional teams that own their services are recommended practices.',
    },
    {
      question: 'What does "you build it, you run it" mean?',
      options: {
        A: 'The same team that builds a service also operates it in production',
        B: 'Developers build a service and hand it to a central team to run',
        C: 'Each developer builds and runs their own copy of production',
        D: 'Operations builds the pipeline and developers run it on request',
      },
      correct: 'A',
      explanation:
        'Cross-functional teams own their services end to end, which gives the builders direct feedback from production.',
    },
    {
      question:
        'A team deploys once a month and one deploy in four needs a hotfix or rollback. Which two DORA metrics do these figures describe?',
      options: {
        A: 'Lead time for changes and time to restore service',
        B: 'Deployment frequency and change failure rate',
        C: 'Deployment frequency and lead time for changes',
        D: 'Change failure rate and time to restore service',
      },
      correct: 'B',
      explanation:
        '"Once a month" is deployment frequency; "one deploy in four needs remediation" is a 25% change failure rate.',
    },
    {
      question: 'Why do small, frequent changes make releases safer?',
      options: {
        A: 'Small changes carry little risk, so they can skip the review and test stages',
        B: 'More frequent deploys let ops batch all approvals into one monthly review',
        C: 'Each change is easier to test, review and roll back if it fails',
        D: 'Frequent deploys keep the change failure rate at zero once the pipeline is green',
      },
      correct: 'C',
      explanation:
        'A small change has few moving parts, so it is easier to verify, quick to revert, and a failure points to a small diff. Tests and reviews still run on every change.',
    },
    {
      question:
        'A company buys a CI/CD product but keeps separate dev and ops teams with ticket hand-offs. Why is this not DevOps?',
      options: {
        A: 'DevOps requires one specific CI/CD product certified by the DORA programme',
        B: 'DevOps is a change in how teams share responsibility, not a tool to buy',
        C: 'The CI/CD product only counts as DevOps once a dedicated DevOps team operates it',
        D: "DevOps only applies once the company's teams have moved to the cloud",
      },
      correct: 'B',
      explanation:
        '"Buying tools without changing how teams work" is an anti-pattern from the lesson; DevOps is a culture and set of practices supported by automation.',
    },
  ],
  problems: [],
};
