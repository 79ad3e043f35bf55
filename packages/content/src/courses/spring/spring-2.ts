import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-2',
  order: 2,
  title: 'Inversion of Control and Dependency Injection',
  description:
    'Let the Spring container create and wire your objects: beans, stereotypes, constructor injection, scopes and qualifiers.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain inversion of control and the application context',
    'Declare beans with stereotypes and @Bean methods',
    'Prefer constructor injection and resolve ambiguity with @Primary and @Qualifier',
    'Choose bean scopes and use lifecycle callbacks',
  ],
  lesson: `## Inversion of control

Without a framework, objects create their own dependencies with \`new\`, which hard-wires implementations and makes testing difficult. With **inversion of control**, a container creates objects and hands each one the dependencies it needs. This is **dependency injection** (DI). In Spring the container is the **ApplicationContext**, and the objects it manages are **beans**.

## Declaring beans

Annotate classes with a **stereotype** so component scanning registers them:

- \`@Component\`: a generic bean;
- \`@Service\`: business logic;
- \`@Repository\`: data access (also translates persistence exceptions);
- \`@Controller\` / \`@RestController\`: web endpoints.

For classes you do not own, or when construction needs logic, write \`@Bean\` methods in a \`@Configuration\` class:

\`\`\`java
@Configuration
class ClockConfig {
    @Bean
    Clock clock() {
        return Clock.systemUTC();
    }
}
\`\`\`

## Constructor injection

\`\`\`java
@Service
public class OrderService {
    private final OrderRepository orders;
    private final PaymentGateway payments;
    private final Clock clock;

    public OrderService(OrderRepository orders, PaymentGateway payments, Clock clock) {
        this.orders = orders;
        this.payments = payments;
        this.clock = clock;
    }
}
\`\`\`

With a single constructor Spring injects it automatically, no \`@Autowired\` needed. Constructor injection is the recommended style: fields can be \`final\`, the object is never half-initialised, required dependencies are obvious, and unit tests simply call the constructor with fakes. Field injection (\`@Autowired private Repo repo;\`) hides dependencies and needs reflection in tests. A constructor with many parameters is a signal that the class does too much.

## Ambiguity

If two beans implement \`PaymentGateway\`, injection fails with \`NoUniqueBeanDefinitionException\`. Mark the default with \`@Primary\`, or choose explicitly with \`@Qualifier("stripe")\` on the parameter. Injecting \`List<PaymentGateway>\` receives all implementations, handy for strategy patterns. If no bean exists at all, startup fails fast with \`NoSuchBeanDefinitionException\`, which is a feature: wiring errors surface at startup, not in production traffic.

## Scopes and lifecycle

The default scope is **singleton**: one shared instance per context. Singletons must therefore be **stateless** or thread-safe, since many requests use them concurrently. **Prototype** creates a new instance per injection; web scopes **request** and **session** exist for web apps. \`@PostConstruct\` runs after injection and \`@PreDestroy\` before shutdown, for example to open and close resources.

## Circular dependencies

If A needs B and B needs A through constructors, Spring Boot refuses to start. Rather than reaching for workarounds such as \`@Lazy\`, restructure: extract the shared logic into a third bean or publish events. Circular dependencies usually reveal unclear responsibilities.`,
  overview: {
    whatYouWillLearn: [
      'Inversion of control, dependency injection and the ApplicationContext',
      'Stereotype annotations and @Bean methods',
      'Why constructor injection is preferred',
      'Resolving multiple candidates with @Primary, @Qualifier and collections',
      'Singleton, prototype, request and session scopes',
      'Lifecycle callbacks and avoiding circular dependencies',
    ],
    proTip:
      'Make every injected field final and use constructor injection; your IDE and the compiler then tell you immediately when a dependency is missing.',
  },
  mcqs: [
    {
      question: 'What is dependency injection?',
      options: {
        A: 'Objects create their own dependencies with new',
        B: 'A container hands objects the dependencies they need',
        C: 'Objects look dependencies up in a global registry',
        D: 'Dependencies load from JARs at run time',
      },
      correct: 'B',
      explanation:
        'With DI the container wires objects together instead of each object creating or looking up its own collaborators.',
    },
    {
      question: 'Why is constructor injection preferred over field injection?',
      options: {
        A: 'Fields can be final, and tests pass fakes via the constructor',
        B: 'It is the only injection style Spring Boot 3 still supports',
        C: 'It lets Spring create every bean lazily',
        D: 'It makes every bean prototype scoped by default',
      },
      correct: 'A',
      explanation:
        'Constructor injection yields immutable, fully initialised objects whose required dependencies are obvious and easy to replace in unit tests; field injection is still supported.',
    },
    {
      question: 'What is the default scope of a Spring bean?',
      options: {
        A: 'prototype',
        B: 'request',
        C: 'singleton',
        D: 'application',
      },
      correct: 'C',
      explanation: 'One shared instance per application context is the default.',
    },
    {
      question:
        'Two beans implement PaymentGateway and a constructor requires one. How can you mark the default choice?',
      options: {
        A: '@Lazy on one implementation',
        B: '@Order(1) on one implementation',
        C: '@Scope("singleton") on one bean',
        D: '@Primary on one implementation',
      },
      correct: 'D',
      explanation:
        '@Primary designates the preferred candidate; @Qualifier picks one explicitly at the injection point, while @Order only sorts collections.',
    },
    {
      question:
        'When should you write a @Bean method instead of annotating a class with @Component?',
      options: {
        A: 'For classes you cannot annotate or must build in code',
        B: 'For every single class that is a web controller or service',
        C: 'Only in test configuration classes, never in production code',
        D: 'When the bean must be a singleton rather than a prototype',
      },
      correct: 'A',
      explanation:
        'Third-party classes such as Clock cannot be annotated, and some beans need construction logic, so a @Bean method in a @Configuration class creates them.',
    },
    {
      question: 'Why must singleton beans usually be stateless?',
      options: {
        A: 'Spring serialises them to disk between HTTP requests',
        B: 'They are recreated for every incoming request',
        C: 'One instance is shared by many concurrent requests',
        D: 'Stateful beans cannot be injected into others',
      },
      correct: 'C',
      explanation:
        'Mutable state in one shared instance leads to race conditions between concurrent requests.',
    },
    {
      question:
        "Which annotation marks a method to run after a bean's dependencies have been injected?",
      options: {
        A: '@PreDestroy',
        B: '@PostConstruct',
        C: '@Autowired',
        D: '@EventListener',
      },
      correct: 'B',
      explanation:
        '@PostConstruct initialisation runs once injection is complete; @PreDestroy runs when the context shuts down.',
    },
    {
      question: 'What is the best fix for a circular dependency between two services?',
      options: {
        A: 'Switch both services over to field injection',
        B: 'Mark one of the constructor parameters @Lazy',
        C: 'Make both beans prototype scoped instead of singletons',
        D: 'Extract the shared logic into a third bean',
      },
      correct: 'D',
      explanation:
        'A cycle reveals unclear responsibilities, so restructuring (a third bean or events) beats workarounds such as @Lazy.',
    },
    {
      question:
        'Two beans implement PaymentGateway and a constructor asks for one, with no @Primary or @Qualifier. What happens?',
      options: {
        A: 'Spring injects the bean that was registered first',
        B: 'Spring injects null and logs a warning',
        C: 'Startup fails with NoUniqueBeanDefinitionException',
        D: 'Spring injects a proxy that forwards calls to both beans',
      },
      correct: 'C',
      explanation:
        'With two candidates and no way to choose, injection fails with NoUniqueBeanDefinitionException at startup.',
    },
    {
      question: 'What does a constructor parameter of type List<PaymentGateway> receive?',
      options: {
        A: 'Only the @Primary implementation, in a list',
        B: 'All implementations found in the context',
        C: 'An empty list for you to fill',
        D: 'The beans that have @Qualifier annotations',
      },
      correct: 'B',
      explanation:
        'Injecting a collection receives every bean of that type, which is handy for strategies or plugins.',
    },
    {
      question:
        "Which stereotype also translates persistence exceptions into Spring's DataAccessException hierarchy?",
      options: {
        A: '@Service',
        B: '@Component',
        C: '@Controller',
        D: '@Repository',
      },
      correct: 'D',
      explanation:
        '@Repository marks data-access beans and enables exception translation; the other stereotypes only register beans.',
    },
    {
      question: 'What does prototype scope mean?',
      options: {
        A: 'A new instance is created for every injection',
        B: 'One instance is created for every HTTP request',
        C: "One instance is shared across each user's session",
        D: 'The bean is created only once, on first use, then cached',
      },
      correct: 'A',
      explanation:
        'A prototype bean is created anew each time it is injected or requested; request and session are web scopes.',
    },
  ],
  problems: [],
};
