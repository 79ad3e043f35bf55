import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-1',
  order: 1,
  title: 'Spring Boot Fundamentals',
  description: 'Understand what Spring and Spring Boot provide, create a project with Spring Initializr and run your first endpoint.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Distinguish the Spring Framework from Spring Boot',
    'Generate and run a Spring Boot 3 project with Maven or Gradle',
    'Explain starters, auto-configuration and the embedded server',
    'Read the structure of a Spring Boot application',
  ],
  lesson: `## Spring and Spring Boot

The **Spring Framework** is the most widely used Java application framework. At its core is an **inversion of control container** that creates and wires your objects, plus modules for web applications (Spring MVC, WebFlux), data access, transactions, security, messaging and more. On its own, Spring needs a fair amount of configuration.

**Spring Boot** sits on top and makes Spring productive with three ideas:

- **Starters**: curated dependency bundles such as \`spring-boot-starter-web\` or \`spring-boot-starter-data-jpa\` with tested, compatible versions.
- **Auto-configuration**: Boot inspects the classpath and your properties and configures sensible beans automatically. Add the JPA starter and a database driver, and you get a \`DataSource\`, an \`EntityManagerFactory\` and transaction management without writing any configuration. Your own beans always take precedence.
- **Embedded server**: the application is a plain executable JAR with Tomcat (or Jetty, Undertow) inside. No separate application server is needed.

Spring Boot 3 requires **Java 17** or newer, is built on Spring Framework 6 and uses the **Jakarta EE** namespace (\`jakarta.persistence\`, \`jakarta.validation\`) instead of the old \`javax\` packages. It supports GraalVM native images and, on Java 21, virtual threads. Spring Boot 4, released at the end of 2025 on Spring Framework 7, keeps the Java 17 baseline and the Jakarta namespace, so the ideas in this course apply to both major versions.

## Creating a project

Use **Spring Initializr** at start.spring.io (or your IDE's wizard): choose Maven or Gradle, Java 21, and dependencies such as Spring Web, Spring Data JPA, Validation and Actuator. The generated project contains:

\`\`\`java
package com.example.shop;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

@SpringBootApplication
public class ShopApplication {
    public static void main(String[] args) {
        SpringApplication.run(ShopApplication.class, args);
    }
}

@RestController
class HelloController {
    @GetMapping("/hello")
    String hello() {
        return "Hello, Spring Boot!";
    }
}
\`\`\`

\`\`\`bash
./mvnw spring-boot:run      # or ./gradlew bootRun
./mvnw package && java -jar target/shop-0.0.1-SNAPSHOT.jar
\`\`\`

## What @SpringBootApplication does

It combines three annotations: \`@Configuration\` (the class can define beans), \`@EnableAutoConfiguration\` (turn on Boot's auto-configuration) and \`@ComponentScan\` (find components in this package and **its sub-packages**). That last point explains a classic beginner bug: a controller placed in a package outside the main class's package is never discovered. Keep the main class in the root package.

## Project layout

\`src/main/java\` holds code, \`src/main/resources/application.properties\` (or \`application.yml\`) holds configuration, \`src/main/resources/static\` and \`templates\` hold web assets, and \`src/test/java\` holds tests. The Maven or Gradle **wrapper** scripts pin the build tool version so every developer and CI server builds the same way. Add \`spring-boot-devtools\` for automatic restarts during development.`,
  overview: {
    whatYouWillLearn: [
      'The role of the IoC container in the Spring Framework',
      'Starters, auto-configuration and the embedded server in Spring Boot',
      'Spring Boot 3 baselines: Java 17, Spring 6 and Jakarta EE',
      'Generating a project with Spring Initializr',
      'What @SpringBootApplication combines and why package placement matters',
      'The standard Maven or Gradle project layout',
    ],
    proTip: 'Run your app with --debug (or debug=true) once; the auto-configuration report shows exactly which configurations were applied and why others were skipped.',
  },
  mcqs: [
    {
      question: 'What does Spring Boot auto-configuration do?',
      options: { A: 'Generates your controllers', B: 'Configures beans automatically based on the classpath and properties', C: 'Deploys the app to the cloud', D: 'Writes unit tests' },
      correct: 'B',
      explanation: 'Auto-configuration creates sensible default beans that you can override.',
    },
    {
      question: 'What is the minimum Java version for Spring Boot 3?',
      options: { A: 'Java 8', B: 'Java 11', C: 'Java 21', D: 'Java 17' },
      correct: 'D',
      explanation: 'Spring Boot 3 and Spring Framework 6 have a Java 17 baseline.',
    },
    {
      question: 'Which package namespace does Spring Boot 3 use for persistence and validation APIs?',
      options: { A: 'jakarta.*', B: 'javax.*', C: 'spring.ee.*', D: 'java.enterprise.*' },
      correct: 'A',
      explanation: 'Jakarta EE 9+ renamed javax packages to jakarta.',
    },
    {
      question: 'A @RestController in package com.other is never registered while the main class is in com.example.shop. Why?',
      options: { A: 'Controllers must be in the default package', B: 'It lacks @Bean', C: 'Component scanning only covers the main class package and its sub-packages', D: 'Only one controller is allowed' },
      correct: 'C',
      explanation: '@SpringBootApplication scans from its own package downwards.',
    },
    {
      question: 'What is a Spring Boot starter?',
      options: { A: 'A curated dependency bundle for a feature, with compatible versions', B: 'A script that starts the database', C: 'The main method', D: 'A code generator' },
      correct: 'A',
      explanation: 'Starters such as spring-boot-starter-web pull in everything a feature needs.',
    },
    {
      question: 'How is a typical Spring Boot web application packaged and run?',
      options: { A: 'As a WAR deployed to a separate application server only', B: 'As an executable JAR with an embedded server, run with java -jar', C: 'As a native browser plugin', D: 'As a shell script' },
      correct: 'B',
      explanation: 'Boot embeds Tomcat so the JAR runs on its own.',
    },
    {
      question: 'Which three annotations does @SpringBootApplication combine?',
      options: { A: '@Component, @Service, @Repository', B: '@Bean, @Value, @Autowired', C: '@RestController, @RequestMapping, @ResponseBody', D: '@Configuration, @EnableAutoConfiguration, @ComponentScan' },
      correct: 'D',
      explanation: 'Those three enable configuration, auto-configuration and scanning.',
    },
    {
      question: 'What happens when you define your own DataSource bean while the JPA starter is present?',
      options: { A: 'Startup fails with two DataSources', B: 'Your bean is ignored', C: 'Auto-configuration backs off and uses your bean', D: 'Spring picks one at random' },
      correct: 'C',
      explanation: 'Auto-configurations are conditional on missing beans, so yours wins.',
    },
  ],
  problems: [],
};
