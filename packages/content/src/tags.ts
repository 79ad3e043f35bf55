/**
 * Concept tags: a small controlled vocabulary (`<subject>/<concept>`). Each course level and each
 * bank topic (per difficulty) lists its tags here once; its MCQs and problems inherit them, so no
 * item is edited by hand. validate.ts checks every item gets 1-4 known tags and every tag used by
 * MCQs has at least MIN_TAG_ITEMS of them. Generated from the level titles, then edited by hand.
 */
import type { Difficulty } from '@app/shared/constants';

/** A tag needs this many MCQs to be offered as a practice topic. */
export const MIN_TAG_ITEMS = 10;

/** Course level id -> its tags. */
export const LEVEL_TAGS: Readonly<Record<string, readonly string[]>> = {
  // Python Programming
  'python-1': ['python/variables'], // Getting Started: Variables, Types and Input/Output
  'python-2': ['python/conditionals'], // Conditionals and Loops
  'python-3': ['python/strings'], // Strings, Lists and Tuples
  'python-4': ['python/dictionaries'], // Dictionaries and Sets
  'python-5': ['python/functions', 'python/scope'], // Functions, Arguments and Scope
  'python-6': ['python/files', 'python/exceptions'], // Files, Exceptions and Modules
  'python-7': ['python/oop'], // Object-Oriented Python
  'python-8': ['python/comprehensions', 'python/generators', 'python/decorators'], // Comprehensions, Generators and Decorators
  // Java Programming
  'java-1': ['java/basics'], // Java Basics: JVM, Types and Variables
  'java-2': ['java/control-flow'], // Control Flow and Methods
  'java-3': ['java/arrays'], // Arrays and Strings
  'java-4': ['java/classes'], // Classes and Objects
  'java-5': ['java/inheritance'], // Inheritance, Interfaces and Polymorphism
  'java-6': ['java/collections-framework'], // The Collections Framework
  'java-7': ['java/exceptions'], // Exceptions and Error Handling
  'java-8': ['java/generics', 'java/streams'], // Generics, Lambdas and Streams
  'java-9': ['java/modern-java'], // Modern Java: Records, Enums, Sealed Types and Pattern Matching
  'java-10': ['java/concurrency'], // Concurrency and Virtual Threads
  // Web Development Fundamentals
  'web-1': ['web/how-the-web-works'], // How the Web Works
  'web-2': ['web/html'], // HTML Fundamentals
  'web-3': ['web/semantic-html', 'web/accessibility'], // Semantic HTML, Forms and Accessibility
  'web-4': ['web/css'], // CSS Fundamentals: Selectors, Cascade and Specificity
  'web-5': ['web/box-model'], // The Box Model and Normal Flow
  'web-6': ['web/flexbox', 'web/grid'], // Flexbox and Grid Layout
  'web-7': ['web/responsive-design'], // Responsive Design
  'web-8': ['js/browser', 'web/javascript'], // JavaScript Essentials for the Browser
  'web-9': ['web/dom'], // The DOM and Events
  'web-10': ['js/async', 'web/fetch'], // Asynchronous JavaScript and the Fetch API
  'web-11': ['web/tooling'], // Tooling and Web Performance
  'web-12': ['web/security'], // Web Security and Deployment
  // React Development
  'react-1': ['react/jsx'], // React and JSX Fundamentals
  'react-2': ['react/components'], // Components and Props
  'react-3': ['react/state', 'react/hooks'], // State and Events
  'react-4': ['react/lists'], // Lists, Keys and Conditional Rendering
  'react-5': ['react/effects', 'react/hooks'], // Effects and Synchronisation
  'react-6': ['react/forms'], // Forms, Refs and Actions
  'react-7': ['react/context'], // Context, Reducers and State Management
  'react-8': ['react/performance'], // Performance, Suspense and Concurrent Rendering
  'react-9': ['react/server-components'], // Server Components, Routing and Full-Stack React
  // Node.js Backend Development
  'node-1': ['node/runtime'], // Introducing the Node.js Runtime
  'node-2': ['node/modules'], // Modules and npm
  'node-3': ['node/files'], // Files and Paths
  'node-4': ['node/event-loop', 'js/async'], // The Event Loop in Depth
  'node-5': ['node/streams'], // Events, Buffers and Streams
  'node-6': ['node/http-server'], // Building an HTTP Server
  'node-7': ['node/express'], // Express: Routing and Middleware
  'node-8': ['node/async', 'js/async'], // Async Patterns and Error Handling
  'node-9': ['node/databases'], // Working with Databases
  'node-10': ['node/security'], // Authentication and Security
  'node-11': ['node/testing'], // Testing, Scaling and Deployment
  // Data Structures & Algorithms
  'dsa-1': ['dsa/big-o'], // Complexity Analysis and Big-O
  'dsa-2': ['dsa/arrays', 'dsa/two-pointers'], // Arrays, Strings, Two Pointers and Sliding Windows
  'dsa-3': ['dsa/linked-lists'], // Linked Lists
  'dsa-4': ['dsa/stacks', 'dsa/queues'], // Stacks, Queues and Monotonic Stacks
  'dsa-5': ['dsa/hash-tables'], // Hash Tables, Sets and Prefix Sums
  'dsa-6': ['dsa/recursion'], // Recursion and Backtracking
  'dsa-7': ['dsa/sorting'], // Sorting Algorithms
  'dsa-8': ['dsa/binary-search'], // Binary Search and Its Variants
  'dsa-9': ['dsa/trees', 'dsa/binary-search-trees'], // Trees and Binary Search Trees
  'dsa-10': ['dsa/heaps'], // Heaps and Priority Queues
  'dsa-11': ['dsa/graphs'], // Graphs, BFS and DFS
  'dsa-12': ['dsa/graphs', 'dsa/shortest-paths'], // Weighted Graphs: Shortest Paths and Spanning Trees
  'dsa-13': ['dsa/dynamic-programming'], // Dynamic Programming Foundations
  'dsa-14': ['dsa/dynamic-programming'], // Dynamic Programming on Sequences and Knapsacks
  'dsa-15': ['dsa/problem-solving'], // Advanced Structures and Problem-Solving Strategy
  // SQL and Relational Databases
  'sql-1': ['sql/select'], // Relational Databases and SELECT
  'sql-2': ['sql/filtering'], // Filtering and Sorting: WHERE, ORDER BY and LIMIT
  'sql-3': ['sql/aggregation'], // Aggregation: GROUP BY and HAVING
  'sql-4': ['sql/joins'], // Joining Tables
  'sql-5': ['sql/subqueries', 'sql/window-functions'], // Subqueries, CTEs and Window Functions
  'sql-6': ['sql/transactions', 'sql/constraints'], // Modifying Data, Constraints and Transactions
  'sql-7': ['sql/indexes', 'sql/normalisation'], // Indexes, Normalisation and Query Performance
  // Git & Version Control
  'git-1': ['git/basics'], // Version Control and Your First Repository
  'git-2': ['git/recording-changes'], // Recording Changes: add, commit, diff and log
  'git-3': ['git/branching'], // Branching and Merging
  'git-4': ['git/remotes'], // Remotes and Collaboration
  'git-5': ['git/history'], // Rewriting and Undoing History
  'git-6': ['git/advanced'], // Advanced Git: Tags, Bisect, Hooks and Workflows
  // C Programming
  'c-1': ['c/basics'], // Getting Started with C
  'c-2': ['c/types'], // Types, Operators and Control Flow
  'c-3': ['c/functions'], // Functions, Scope and Storage Duration
  'c-4': ['c/arrays'], // Arrays and Strings
  'c-5': ['c/pointers'], // Pointers
  'c-6': ['c/memory'], // Dynamic Memory Management
  'c-7': ['c/structs'], // Structs, Unions and Enums
  'c-8': ['c/file-io'], // File I/O and the Standard Library
  'c-9': ['c/preprocessor'], // The Preprocessor, Headers and Multi-File Builds
  'c-10': ['c/undefined-behaviour'], // Undefined Behaviour, Debugging and Safe C
  // C++ Programming
  'cpp-1': ['cpp/basics'], // From C to C++: First Programs
  'cpp-2': ['cpp/references'], // Variables, References, const and auto
  'cpp-3': ['cpp/control-flow'], // Control Flow and Functions
  'cpp-4': ['cpp/classes'], // Classes, Objects and Operator Overloading
  'cpp-5': ['cpp/stl-containers'], // STL Containers
  'cpp-6': ['cpp/raii'], // Constructors, Destructors and RAII
  'cpp-7': ['cpp/inheritance'], // Inheritance and Virtual Functions
  'cpp-8': ['cpp/stl-algorithms'], // STL Algorithms and Lambdas
  'cpp-9': ['cpp/templates'], // Templates and Concepts
  'cpp-10': ['cpp/smart-pointers', 'cpp/move-semantics'], // Smart Pointers and Move Semantics
  'cpp-11': ['cpp/vocabulary-types'], // Modern Vocabulary Types: optional, variant and string_view
  'cpp-12': ['cpp/concurrency'], // Concurrency in Modern C++
  // C# and .NET
  'csharp-1': ['csharp/basics'], // C# and .NET Basics
  'csharp-2': ['csharp/types'], // Types, Variables and Operators
  'csharp-3': ['csharp/control-flow'], // Control Flow and Methods
  'csharp-4': ['csharp/classes'], // Classes, Properties and Objects
  'csharp-5': ['csharp/collections'], // Collections: Arrays, Lists, Dictionaries and Stacks
  'csharp-6': ['csharp/inheritance'], // Inheritance, Interfaces and Polymorphism
  'csharp-7': ['csharp/exceptions'], // Exceptions and Nullable Reference Types
  'csharp-8': ['csharp/linq'], // LINQ: Querying Data
  'csharp-9': ['csharp/generics', 'csharp/delegates'], // Generics, Delegates, Lambdas and Events
  'csharp-10': ['csharp/async'], // Asynchronous Programming with async and await
  'csharp-11': ['csharp/records'], // Records and Pattern Matching
  // Go Programming
  'go-1': ['go/basics'], // Getting Started with Go
  'go-2': ['go/variables'], // Variables, Types and Control Flow
  'go-3': ['go/functions', 'go/errors'], // Functions, Multiple Returns and Errors
  'go-4': ['go/arrays'], // Arrays, Slices and Maps
  'go-5': ['go/structs', 'go/pointers'], // Structs, Methods and Pointers
  'go-6': ['go/interfaces'], // Interfaces
  'go-7': ['go/concurrency', 'go/goroutines'], // Goroutines, Channels and Synchronisation
  'go-8': ['go/generics'], // Generics
  'go-9': ['go/testing', 'go/packages'], // Packages, Testing and Tooling
  // Rust Programming
  'rust-1': ['rust/basics'], // Getting Started with Rust
  'rust-2': ['rust/data-types'], // Data Types, Functions and Control Flow
  'rust-3': ['rust/ownership'], // Ownership and Borrowing
  'rust-4': ['rust/structs'], // Structs, Methods and Modules
  'rust-5': ['rust/enums'], // Enums and Pattern Matching
  'rust-6': ['rust/error-handling'], // Error Handling with Result and the ? Operator
  'rust-7': ['rust/collections'], // Collections, Iterators and Closures
  'rust-8': ['rust/traits', 'rust/generics'], // Traits and Generics
  'rust-9': ['rust/lifetimes'], // Lifetimes
  'rust-10': ['rust/smart-pointers'], // Smart Pointers: Box, Rc and RefCell
  'rust-11': ['rust/concurrency', 'rust/async'], // Fearless Concurrency and Async Rust
  // Kotlin Programming
  'kotlin-1': ['kotlin/basics'], // Kotlin Basics
  'kotlin-2': ['kotlin/control-flow'], // Control Flow: if, when, Ranges and Loops
  'kotlin-3': ['kotlin/functions', 'kotlin/lambdas'], // Functions, Lambdas and Extensions
  'kotlin-4': ['kotlin/null-safety'], // Null Safety
  'kotlin-5': ['kotlin/collections'], // Collections and Functional Operations
  'kotlin-6': ['kotlin/classes'], // Classes, Data Classes and Objects
  'kotlin-7': ['kotlin/inheritance'], // Inheritance, Interfaces and Sealed Types
  'kotlin-8': ['kotlin/generics'], // Generics, Higher-Order Functions and Scope Functions
  'kotlin-9': ['kotlin/coroutines', 'kotlin/concurrency'], // Coroutines and Structured Concurrency
  'kotlin-10': ['kotlin/flows'], // Flows, DSLs and Kotlin Multiplatform
  // TypeScript
  'ts-1': ['ts/basics'], // Why TypeScript: Setup and First Types
  'ts-2': ['ts/primitive-types'], // Primitive Types, Arrays, Tuples and Functions
  'ts-3': ['ts/interfaces'], // Object Types: Interfaces and Type Aliases
  'ts-4': ['ts/unions'], // Unions, Narrowing and Discriminated Unions
  'ts-5': ['ts/generics'], // Generics
  'ts-6': ['ts/classes'], // Classes, Enums and Modules
  'ts-7': ['ts/utility-types', 'ts/conditional-types'], // Utility, Mapped and Conditional Types
  'ts-8': ['ts/runtime-validation'], // Runtime Validation and Type-Safe Boundaries
  // Flutter App Development
  'flutter-1': ['flutter/basics'], // Getting Started with Flutter
  'flutter-2': ['flutter/dart'], // Dart 3 Essentials
  'flutter-3': ['flutter/widgets'], // Widgets and the Widget Tree
  'flutter-4': ['flutter/layout'], // Layout: Constraints, Rows, Columns and Flex
  'flutter-5': ['flutter/state-management'], // State Management
  'flutter-6': ['flutter/navigation'], // Navigation and Routing
  'flutter-7': ['flutter/async'], // Async, Networking and Persistence
  'flutter-8': ['flutter/forms'], // Forms, Input, Theming and Adaptive Design
  'flutter-9': ['flutter/animations'], // Animations and Custom Painting
  'flutter-10': ['flutter/testing'], // Testing, Performance and Release
  // DevOps Engineering
  'devops-1': ['devops/culture'], // DevOps Culture, Principles and DORA Metrics
  'devops-2': ['devops/ci-cd'], // Continuous Integration Pipelines
  'devops-3': ['devops/artifacts'], // Artifacts, Versioning, Dependencies and Secrets
  'devops-4': ['devops/ci-cd', 'devops/deployment'], // Continuous Delivery and Deployment Strategies
  'devops-5': ['devops/terraform', 'devops/infrastructure-as-code'], // Infrastructure as Code with Terraform
  'devops-6': ['devops/configuration-management'], // Configuration Management and Immutable Infrastructure
  'devops-7': ['devops/kubernetes'], // Kubernetes Fundamentals
  'devops-8': ['devops/kubernetes'], // Kubernetes in Production
  'devops-9': ['devops/gitops'], // GitOps and Platform Engineering
  'devops-10': ['devops/observability'], // Observability: Metrics, Logs and Traces
  'devops-11': ['devops/sre'], // Site Reliability Engineering: SLOs, Error Budgets and Incidents
  'devops-12': ['devops/devsecops'], // DevSecOps and Software Supply Chain Security
  // Machine Learning
  'ml-1': ['ml/basics'], // What Machine Learning Is and How Projects Work
  'ml-2': ['ml/data-preparation'], // Data Preparation and Feature Engineering
  'ml-3': ['ml/regression'], // Linear Regression and Gradient Descent
  'ml-4': ['ml/regression', 'ml/classification'], // Logistic Regression and Classification
  'ml-5': ['ml/classification'], // Evaluating Classifiers
  'ml-6': ['ml/knn'], // k-Nearest Neighbours and Distance-Based Learning
  'ml-7': ['ml/decision-trees'], // Decision Trees and Ensembles
  'ml-8': ['ml/model-selection'], // Generalisation, Regularisation and Model Selection
  'ml-9': ['ml/unsupervised-learning'], // Unsupervised Learning: Clustering and Dimensionality Reduction
  'ml-10': ['ml/neural-networks'], // Neural Networks and Backpropagation
  'ml-11': ['ml/deep-learning'], // Deep Learning for Images and Sequences
  'ml-12': ['ml/transformers', 'ml/llms'], // Transformers, Embeddings and Large Language Models
  'ml-13': ['ml/mlops'], // MLOps: Deploying and Monitoring Models
  'ml-14': ['ml/responsible-ml'], // Responsible Machine Learning
  // Docker & Containers
  'docker-1': ['docker/containers'], // Containers and the Docker Architecture
  'docker-2': ['docker/containers'], // Running and Managing Containers
  'docker-3': ['docker/images'], // Images, Layers and Your First Dockerfile
  'docker-4': ['docker/dockerfiles'], // Smaller, Faster, Safer Dockerfiles
  'docker-5': ['docker/volumes'], // Persisting Data with Volumes and Bind Mounts
  'docker-6': ['docker/networking'], // Container Networking
  'docker-7': ['docker/compose'], // Multi-Container Apps with Docker Compose
  'docker-8': ['docker/production'], // Docker in Production: Security, Registries and Orchestration
  // Amazon Web Services
  'aws-1': ['aws/basics'], // Cloud Computing and AWS Fundamentals
  'aws-2': ['aws/iam'], // Identity and Access Management (IAM)
  'aws-3': ['aws/ec2'], // Compute with EC2
  'aws-4': ['aws/s3'], // Object Storage with S3
  'aws-5': ['aws/vpc'], // Networking with VPC
  'aws-6': ['aws/databases'], // Databases on AWS: RDS, Aurora and DynamoDB
  'aws-7': ['aws/serverless'], // Serverless: Lambda, API Gateway and Event-Driven Services
  'aws-8': ['aws/scaling'], // Containers, Load Balancing and Scaling
  'aws-9': ['aws/infrastructure-as-code'], // Infrastructure as Code and Observability
  'aws-10': ['aws/security'], // Security, Cost Optimisation and the Well-Architected Framework
  // MongoDB
  'mongo-1': ['mongodb/basics'], // Documents, Collections and the MongoDB Shell
  'mongo-2': ['mongodb/crud'], // CRUD Operations
  'mongo-3': ['mongodb/query-operators'], // Query Operators, Projection and Sorting
  'mongo-4': ['mongodb/data-modeling'], // Data Modeling and Schema Validation
  'mongo-5': ['mongodb/indexes'], // Indexes and Query Performance
  'mongo-6': ['mongodb/aggregation'], // The Aggregation Pipeline
  'mongo-7': ['mongodb/transactions'], // Transactions, Write Concern and Read Concern
  'mongo-8': ['mongodb/replication'], // Replica Sets and Sharding
  'mongo-9': ['mongodb/security'], // Security, Operations and Modern MongoDB
  // Angular Framework
  'angular-1': ['angular/basics'], // Angular Essentials and the CLI
  'angular-2': ['angular/templates'], // Templates, Bindings and Control Flow
  'angular-3': ['angular/signals'], // Reactive State with Signals
  'angular-4': ['angular/component-communication'], // Component Communication
  'angular-5': ['angular/dependency-injection'], // Services and Dependency Injection
  'angular-6': ['angular/routing'], // Routing and Navigation
  'angular-7': ['angular/forms'], // Forms and Validation
  'angular-8': ['angular/rxjs'], // HTTP, RxJS and Interceptors
  'angular-9': ['angular/change-detection'], // Change Detection and Performance
  'angular-10': ['angular/testing'], // Testing, SSR and Deployment
  // Vue.js Framework
  'vue-1': ['vue/basics'], // Getting Started with Vue 3
  'vue-2': ['vue/reactivity'], // Reactivity and Template Syntax
  'vue-3': ['vue/directives'], // Directives: Conditionals, Lists, Bindings and Events
  'vue-4': ['vue/components'], // Components: Props, Events, Slots and v-model
  'vue-5': ['vue/watchers'], // Watchers and Lifecycle Hooks
  'vue-6': ['vue/composables'], // Composables and Provide/Inject
  'vue-7': ['vue/routing'], // Routing with Vue Router
  'vue-8': ['vue/pinia'], // State Management with Pinia
  'vue-9': ['vue/performance'], // Performance, Testing and Nuxt
  // Django Web Framework
  'django-1': ['django/basics'], // Getting Started with Django
  'django-2': ['django/urls'], // URLs and Views
  'django-3': ['django/templates'], // Templates and Static Files
  'django-4': ['django/models'], // Models and Migrations
  'django-5': ['django/querysets'], // QuerySets and the ORM in Depth
  'django-6': ['django/admin'], // The Django Admin
  'django-7': ['django/forms'], // Forms and Validation
  'django-8': ['django/views'], // Class-Based and Generic Views
  'django-9': ['django/authentication'], // Authentication, Permissions and Security
  'django-10': ['django/rest-framework'], // Building APIs with Django REST Framework
  'django-11': ['django/testing'], // Testing, Performance, Async and Deployment
  // Spring Boot
  'spring-1': ['spring/boot'], // Spring Boot Fundamentals
  'spring-2': ['spring/dependency-injection'], // Inversion of Control and Dependency Injection
  'spring-3': ['spring/configuration'], // Configuration, Properties and Profiles
  'spring-4': ['spring/rest-apis'], // Building REST APIs with Spring MVC
  'spring-5': ['spring/validation'], // Validation and Error Handling
  'spring-6': ['spring/data-jpa'], // Spring Data JPA
  'spring-7': ['spring/transactions'], // Transactions
  'spring-8': ['spring/security'], // Spring Security
  'spring-9': ['spring/testing'], // Testing Spring Boot Applications
  'spring-10': ['spring/concurrency'], // Concurrency: Virtual Threads, Async and WebFlux
  'spring-11': ['spring/observability'], // Observability with Actuator and Micrometer
  'spring-12': ['spring/microservices'], // Microservices, Resilience and Deployment
  // GraphQL API Development
  'graphql-1': ['graphql/basics'], // Why GraphQL?
  'graphql-2': ['graphql/schemas'], // Schemas and the Type System
  'graphql-3': ['graphql/queries'], // Writing Queries: Fields, Arguments, Aliases, Fragments and Variables
  'graphql-4': ['graphql/mutations'], // Mutations and Input Types
  'graphql-5': ['graphql/resolvers'], // Resolvers and GraphQL Servers
  'graphql-6': ['graphql/n-plus-one'], // The N+1 Problem and DataLoader
  'graphql-7': ['graphql/clients'], // Clients, Caching, Pagination and Subscriptions
  'graphql-8': ['graphql/security'], // Security, Performance and Federation in Production
  // Redis
  'redis-1': ['redis/basics'], // Redis Fundamentals: Keys, Strings and Expiry
  'redis-2': ['redis/lists'], // Lists, Hashes and Sets
  'redis-3': ['redis/caching'], // Caching Patterns and Eviction
  'redis-4': ['redis/sorted-sets'], // Sorted Sets, Streams and Pub/Sub
  'redis-5': ['redis/transactions'], // Transactions, Pipelining and Scripting
  'redis-6': ['redis/persistence'], // Persistence and Replication
  'redis-7': ['redis/scaling'], // Scaling, Security and Operations
  // Firebase
  'firebase-1': ['firebase/basics'], // Getting Started with Firebase
  'firebase-2': ['firebase/authentication'], // Firebase Authentication
  'firebase-3': ['firebase/firestore'], // Cloud Firestore Data Model and CRUD
  'firebase-4': ['firebase/firestore'], // Querying Firestore and Real-Time Listeners
  'firebase-5': ['firebase/security-rules'], // Security Rules
  'firebase-6': ['firebase/storage'], // Cloud Storage for Files
  'firebase-7': ['firebase/cloud-functions'], // Cloud Functions for Firebase
  'firebase-8': ['firebase/hosting'], // Hosting, App Hosting and Release Workflows
  'firebase-9': ['firebase/production'], // Production Readiness: App Check, Performance and Costs
  // Swift and SwiftUI Development
  'swift-1': ['swift/basics'], // Swift Fundamentals
  'swift-2': ['swift/optionals'], // Optionals and Error Handling
  'swift-3': ['swift/functions'], // Functions, Closures and Collections
  'swift-4': ['swift/structs'], // Structs, Classes, Enums and Protocols
  'swift-5': ['swift/generics'], // Generics and Protocol-Oriented Programming
  'swift-6': ['swift/swiftui'], // SwiftUI Fundamentals
  'swift-7': ['swift/swiftui'], // SwiftUI State and Data Flow
  'swift-8': ['swift/concurrency'], // Swift Concurrency
  'swift-9': ['swift/networking'], // Networking, Persistence and Swift Packages
  'swift-10': ['swift/testing'], // Testing, Architecture and Shipping to the App Store
  // PHP Web Development
  'php-1': ['php/basics'], // Getting Started with PHP
  'php-2': ['php/types'], // Types, Operators and Comparisons
  'php-3': ['php/control-flow'], // Control Flow and Arrays
  'php-4': ['php/functions'], // Functions
  'php-5': ['php/oop'], // Object-Oriented PHP
  'php-6': ['php/forms'], // Forms, Superglobals and Sessions
  'php-7': ['php/databases'], // Databases with PDO
  'php-8': ['php/composer'], // Composer, Namespaces and Autoloading
  'php-9': ['php/web-security'], // Web Security in PHP
  'php-10': ['php/modern-php'], // Modern PHP: New Features, Frameworks, Testing and Deployment
  // Ruby Programming
  'ruby-1': ['ruby/basics'], // Getting Started with Ruby
  'ruby-2': ['ruby/control-flow'], // Control Flow, Methods, Strings and Symbols
  'ruby-3': ['ruby/arrays'], // Arrays, Hashes and Ranges
  'ruby-4': ['ruby/blocks'], // Blocks, Procs, Lambdas and Enumerable
  'ruby-5': ['ruby/classes'], // Classes and Objects
  'ruby-6': ['ruby/modules'], // Inheritance, Modules and Mixins
  'ruby-7': ['ruby/exceptions'], // Exceptions, Files and I/O
  'ruby-8': ['ruby/gems'], // Gems, Bundler and Project Structure
  'ruby-9': ['ruby/testing'], // Testing with Minitest and RSpec
  'ruby-10': ['ruby/metaprogramming'], // Metaprogramming
  'ruby-11': ['ruby/concurrency'], // Concurrency, Performance and Modern Ruby
  // Linux Administration
  'linux-1': ['linux/filesystem'], // Linux, the Shell and the Filesystem Hierarchy
  'linux-2': ['linux/files'], // Working with Files and Directories
  'linux-3': ['linux/users'], // Users, Groups and Permissions
  'linux-4': ['linux/text-processing'], // Text Processing, Pipes and Redirection
  'linux-5': ['linux/processes'], // Processes, Jobs and Signals
  'linux-6': ['linux/bash'], // Shell Scripting with Bash
  'linux-7': ['linux/packages'], // Packages, Services and systemd
  'linux-8': ['linux/networking'], // Networking from the Command Line
  'linux-9': ['linux/disks'], // Disks, Filesystems and Storage
  'linux-10': ['linux/security'], // Security Hardening, Logs and Performance Troubleshooting
  // JavaScript Fundamentals
  'js-1': ['js/basics'], // Getting Started with JavaScript
  'js-2': ['js/types'], // Types, Operators and Comparisons
  'js-3': ['js/control-flow'], // Control Flow and Loops
  'js-4': ['js/functions', 'js/closures'], // Functions, Scope and Closures
  'js-5': ['js/arrays'], // Arrays and Higher-Order Methods
  'js-6': ['js/objects'], // Objects, Destructuring and Spread
  'js-7': ['js/classes', 'js/prototypes'], // Classes, Prototypes and this
  'js-8': ['js/iteration'], // Maps, Sets and Iteration Protocols
  'js-9': ['js/async', 'js/promises'], // Asynchronous JavaScript: Promises and async/await
  'js-10': ['js/modules', 'js/error-handling'], // Modules, Error Handling and Modern Tooling
};

/** Bank topic id -> its tags at each difficulty (the same tags unless a difficulty differs). */
export const BANK_TAGS: Readonly<Record<string, Readonly<Record<Difficulty, readonly string[]>>>> =
  {
    'html-css': all('web/html', 'web/css'),
    'javascript-fundamentals': all('js/fundamentals'),
    'python-basics': all('python/basics'),
    git: all('git/basics'),
    sql: all('sql/fundamentals'),
    react: all('react/fundamentals'),
    'nodejs-express': all('node/express'),
    'rest-apis': all('web/rest-apis'),
    'data-structures': all('dsa/data-structures'),
    algorithms: all('dsa/algorithms'),
    oop: all('general/oop'),
    'system-design': all('general/system-design'),
    microservices: all('general/microservices'),
    'advanced-algorithms': all('dsa/advanced-algorithms'),
    'machine-learning': all('ml/fundamentals'),
    'cloud-computing': all('aws/cloud'),
    'devops-cicd': all('devops/ci-cd'),
    'general-programming': all('general/programming'),
  };

function all(...tags: string[]): Record<Difficulty, readonly string[]> {
  return { easy: tags, medium: tags, hard: tags };
}

/**
 * Concept tags an item earns by its own words, wherever it sits: a question on closures in a
 * functions level, or on aggregation in a MongoDB indexes level. `subjects`: the subjects (tag
 * prefixes of the item's level or bank topic) where the concept applies, or 'any' for concepts
 * every language shares. `pattern` is tested on the item's own text (an MCQ's question, correct
 * option and explanation; a problem's title and statement). An item keeps at most 4 tags, concept
 * tags first. A concept tag with fewer than MIN_TAG_ITEMS MCQs is simply not offered.
 */
export interface ConceptTag {
  tag: string;
  subjects: readonly string[] | 'any';
  pattern: RegExp;
}

const JS = ['js', 'node', 'react', 'ts', 'web', 'angular', 'vue'];
const CODE = [
  'dsa',
  'general',
  'python',
  'java',
  'js',
  'ts',
  'node',
  'c',
  'cpp',
  'csharp',
  'go',
  'rust',
  'kotlin',
  'swift',
  'php',
  'ruby',
];

export const CONCEPT_TAGS: readonly ConceptTag[] = [
  { tag: 'dsa/binary-search', subjects: CODE, pattern: /binary search(?! tree)|\bbisect/i },
  {
    tag: 'dsa/dynamic-programming',
    subjects: CODE,
    pattern:
      /dynamic programming|memoi[sz]|tabulation|overlapping sub-?problems|optimal substructure/i,
  },
  { tag: 'dsa/recursion', subjects: CODE, pattern: /recursi|base case/i },
  { tag: 'dsa/linked-lists', subjects: CODE, pattern: /linked list/i },
  {
    tag: 'dsa/hash-tables',
    subjects: CODE,
    pattern:
      /hash ?(table|map|set)|hash function|hash collision|\bHashMap\b|\bdict(ionary)? lookup/i,
  },
  {
    tag: 'dsa/sorting',
    subjects: CODE,
    pattern:
      /(quick|merge|heap|insertion|bubble|selection|counting|radix|tim) ?sort|sorting algorithm|stable sort/i,
  },
  {
    tag: 'dsa/graphs',
    subjects: CODE,
    pattern:
      /\bgraphs?\b(?!ql)|breadth-first|depth-first|\bBFS\b|\bDFS\b|dijkstra|topological sort|adjacency/i,
  },
  {
    tag: 'dsa/big-o',
    subjects: 'any',
    pattern: /big[- ]o\b|\bO\((1|n|log ?n|n log ?n|n\^?2|n²|2\^n)\)|time complexity/i,
  },
  {
    tag: 'general/regex',
    subjects: 'any',
    pattern:
      // Not 'path-to-regexp' (Express's and Vue Router's route matcher), named in their explanations.
      /regular expression|\bregex(?:es)?\b|\bre\.(match|search|sub|findall|compile|fullmatch)\b|(?<!path-to-)\bRegExp\b/i,
  },
  {
    tag: 'sql/joins',
    subjects: ['sql', 'django', 'spring'],
    pattern: /\b(inner|left|right|full|outer|cross|self)?\s?join(s|ed)?\b/i,
  },
  { tag: 'js/closures', subjects: JS, pattern: /closure/i },
  { tag: 'js/async', subjects: JS, pattern: /\basync\b|\bawait\b|\bpromises?\b/i },
  {
    tag: 'node/event-loop',
    subjects: ['js', 'node'],
    pattern: /event loop|microtask|macrotask|nextTick|setImmediate/i,
  },
  { tag: 'python/decorators', subjects: ['python', 'django'], pattern: /decorat/i },
  {
    tag: 'python/exceptions',
    subjects: ['python', 'django'],
    pattern: /\bexcept\b|\braise\b|exception/i,
  },
  { tag: 'ts/generics', subjects: ['ts', 'angular'], pattern: /generic|<T\b/ },
  {
    tag: 'java/inheritance',
    subjects: ['java', 'spring'],
    pattern: /inherit|\bextends\b|subclass|superclass|@Override/i,
  },
  { tag: 'c/pointers', subjects: ['c', 'cpp'], pattern: /pointer|dereferenc/i },
  {
    tag: 'cpp/smart-pointers',
    subjects: ['cpp'],
    pattern: /unique_ptr|shared_ptr|weak_ptr|smart pointer/i,
  },
  {
    tag: 'kotlin/coroutines',
    subjects: ['kotlin'],
    pattern: /coroutine|suspend fun|\blaunch\b|\bFlow\b/,
  },
  {
    tag: 'react/hooks',
    subjects: ['react', 'web'],
    pattern: /\buse(State|Effect|Memo|Callback|Ref|Reducer|Context|LayoutEffect)\b|\bhooks?\b/i,
  },
  { tag: 'git/branching', subjects: ['git', 'devops'], pattern: /\bbranch|\bmerge|\brebase/i },
  {
    tag: 'devops/kubernetes',
    subjects: ['devops', 'docker', 'aws', 'general'],
    pattern: /kubernetes|kubectl|\bpods?\b|\bk8s\b/i,
  },
  {
    tag: 'linux/permissions',
    subjects: ['linux', 'devops', 'docker'],
    pattern: /chmod|chown|umask|permission|\brwx/i,
  },
  {
    tag: 'mongodb/aggregation',
    subjects: ['mongodb'],
    pattern: /aggregat|\$group|\$match|\$lookup|\$unwind/,
  },
  {
    tag: 'go/concurrency',
    subjects: ['go'],
    pattern: /goroutine|\bchannels?\b|sync\.|mutex|WaitGroup|\bselect\b/,
  },
  { tag: 'rust/ownership', subjects: ['rust'], pattern: /ownership|borrow|\bmoved?\b/i },
];

/** An item's tags: the concept tags its own words earn, then its level's, at most 4. */
export function itemTags(levelTags: readonly string[], ownText: string): string[] {
  const subjects = new Set(levelTags.map((t) => t.split('/')[0]));
  const concepts = CONCEPT_TAGS.filter(
    (c) =>
      (c.subjects === 'any' || c.subjects.some((s) => subjects.has(s))) && c.pattern.test(ownText),
  ).map((c) => c.tag);
  return [...new Set([...concepts, ...levelTags])].slice(0, 4);
}

/** The vocabulary: every tag named above. */
export const TAG_VOCABULARY: ReadonlySet<string> = new Set([
  ...Object.values(LEVEL_TAGS).flat(),
  ...Object.values(BANK_TAGS).flatMap((d) => Object.values(d).flat()),
  ...CONCEPT_TAGS.map((c) => c.tag),
]);

/** 'python/decorators' -> 'Python decorators'. */
export function tagLabel(tag: string): string {
  const [subject = '', concept = ''] = tag.split('/');
  const name = SUBJECT_NAMES[subject] ?? subject;
  return concept ? `${name} ${concept.replace(/-/g, ' ')}` : name;
}

export const SUBJECT_NAMES: Readonly<Record<string, string>> = {
  python: 'Python',
  java: 'Java',
  web: 'Web',
  react: 'React',
  node: 'Node.js',
  dsa: 'DSA',
  sql: 'SQL',
  git: 'Git',
  c: 'C',
  cpp: 'C++',
  csharp: 'C#',
  go: 'Go',
  rust: 'Rust',
  kotlin: 'Kotlin',
  ts: 'TypeScript',
  flutter: 'Flutter',
  devops: 'DevOps',
  ml: 'ML',
  docker: 'Docker',
  aws: 'AWS',
  mongodb: 'MongoDB',
  angular: 'Angular',
  vue: 'Vue',
  django: 'Django',
  spring: 'Spring',
  graphql: 'GraphQL',
  redis: 'Redis',
  firebase: 'Firebase',
  swift: 'Swift',
  php: 'PHP',
  ruby: 'Ruby',
  linux: 'Linux',
  js: 'JavaScript',
  general: 'General',
};
