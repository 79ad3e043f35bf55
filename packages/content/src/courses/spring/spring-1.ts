import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-1',
  order: 1,
  title: 'Spring Boot Fundamentals',
  description:
    'Understand what Spring and Spring Boot provide, create a project with Spring Initializr and run your first endpoint.',
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
    proTip:
      'Run your app with --debug (or debug=true) once; the auto-configuration report shows exactly which configurations were applied and why others were skipped.',
  },
  mcqs: [
    {
      question: 'What does Spring Boot auto-configuration do?',
      options: {
        A: 'It generates REST controllers from your JPA entity classes',
        B: 'It creates default beans based on the classpath and properties',
        C: 'It downloads missing starters at startup',
        D: 'It writes application.properties with default values',
      },
      correct: 'B',
      explanation:
        'Auto-configuration inspects the classpath and your properties and registers sensible default beans, which you can override with your own.',
    },
    {
      question: 'What is the minimum Java version for Spring Boot 3?',
      options: {
        A: 'Java 8',
        B: 'Java 11',
        C: 'Java 21',
        D: 'Java 17',
      },
      correct: 'D',
      explanation: 'Spring Boot 3 and Spring Framework 6 have a Java 17 baseline.',
    },
    {
      question:
        'Which package namespace does Spring Boot 3 use for persistence and validation APIs?',
      options: {
        A: 'jakarta.*',
        B: 'javax.*',
        C: 'spring.ee.*',
        D: 'java.enterprise.*',
      },
      correct: 'A',
      explanation:
        'Jakarta EE 9+ renamed the javax packages to jakarta, as in jakarta.persistence and jakarta.validation.',
    },
    {
      question:
        'A @RestController in package com.other is never registered while the main class is in com.example.shop. Why?',
      options: {
        A: 'Every controller must be declared in the default package',
        B: 'It also needs a @Bean method to be registered',
        C: "Scanning starts at the app's own package and goes down",
        D: 'Only one @RestController is allowed per application',
      },
      correct: 'C',
      explanation:
        "@SpringBootApplication includes @ComponentScan, which scans from the main class's package downwards, so com.other is never scanned.",
    },
    {
      question: 'What is a Spring Boot starter?',
      options: {
        A: 'A curated dependency bundle with compatible versions',
        B: 'A script that creates the database schema at startup',
        C: 'The main class that calls SpringApplication.run',
        D: 'A project template generated by Spring Initializr',
      },
      correct: 'A',
      explanation:
        'Starters such as spring-boot-starter-web pull in everything a feature needs, in tested, compatible versions.',
    },
    {
      question: 'How is a typical Spring Boot web application packaged and run?',
      options: {
        A: 'As a WAR deployed to a separate application server',
        B: 'As an executable JAR that embeds its web server',
        C: 'As a native image, which Spring Boot 3 always builds',
        D: 'As a Docker image that bundles a full Tomcat install',
      },
      correct: 'B',
      explanation:
        'Boot embeds Tomcat (or Jetty, Undertow) so the JAR runs on its own with java -jar; native images are optional.',
    },
    {
      question: 'Which three annotations does @SpringBootApplication combine?',
      options: {
        A: '@Configuration, @EnableAutoConfiguration, @Bean',
        B: '@Component, @EnableWebMvc, @ComponentScan',
        C: '@RestController, @EnableWebMvc, @ComponentScan',
        D: '@Configuration, @EnableAutoConfiguration, @ComponentScan',
      },
      correct: 'D',
      explanation:
        'Those three let the class define beans, turn on auto-configuration and scan its package and sub-packages for components.',
    },
    {
      question:
        'What happens when you define your own DataSource bean while the JPA starter is present?',
      options: {
        A: 'Startup fails because two DataSource beans exist',
        B: "Your bean is ignored in favour of Boot's default",
        C: 'Auto-configuration backs off and uses your bean',
        D: 'Spring picks one of the two DataSource beans at random',
      },
      correct: 'C',
      explanation:
        'Auto-configurations are conditional on missing beans, so a DataSource you define replaces the default one.',
    },
    {
      question: 'Which command runs a Maven-based Spring Boot app during development?',
      options: {
        A: './mvnw boot:run',
        B: './gradlew spring-boot:run',
        C: './mvnw run',
        D: './mvnw spring-boot:run',
      },
      correct: 'D',
      explanation:
        "The Spring Boot Maven plugin's run goal is spring-boot:run (the Gradle equivalent is ./gradlew bootRun).",
    },
    {
      question: 'Where does Spring Boot read configuration such as server.port from by default?',
      options: {
        A: 'src/main/resources/application.properties',
        B: 'src/main/java/config/application.properties',
        C: 'src/test/resources/config/application-test.yml',
        D: 'src/main/resources/templates/application.yml',
      },
      correct: 'A',
      explanation:
        'application.properties (or application.yml) in src/main/resources is on the classpath and loaded automatically; templates holds web views.',
    },
    {
      question: 'What does Spring Initializr (start.spring.io) do?',
      options: {
        A: 'Runs the application in the cloud for testing',
        B: 'Generates a project skeleton with chosen dependencies',
        C: 'Initialises the database schema the first time the app starts',
        D: 'Upgrades an existing project to the newest Boot',
      },
      correct: 'B',
      explanation:
        'Initializr generates a Maven or Gradle project with the chosen Java version and dependencies, ready to open and run.',
    },
    {
      question: 'Which Spring Framework version is Spring Boot 3 built on?',
      options: {
        A: 'Spring Framework 5',
        B: 'Spring Framework 7',
        C: 'Spring Framework 6',
        D: 'Spring Framework 4',
      },
      correct: 'C',
      explanation:
        'Spring Boot 3 is built on Spring Framework 6, which moved to Java 17 and the Jakarta EE namespace.',
    },
  ],
  problems: [],
};
