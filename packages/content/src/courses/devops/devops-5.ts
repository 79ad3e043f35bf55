import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-5',
  order: 5,
  title: 'Infrastructure as Code with Terraform',
  description: 'Provision cloud infrastructure declaratively with Terraform and OpenTofu: providers, resources, variables, state, modules, plans and safe collaboration.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Describe declarative infrastructure with providers, resources and data sources',
    'Use variables, outputs and modules to build reusable configurations',
    'Manage remote state with locking and understand drift',
    'Run plan and apply safely in a team workflow',
  ],
  lesson: `## Why infrastructure as code

Clicking through cloud consoles produces environments that nobody can reproduce exactly, review or roll back. **Infrastructure as code (IaC)** describes networks, servers, databases, DNS and permissions in text files stored in Git. Changes go through pull requests and pipelines like application code, environments become reproducible, and the code documents what exists.

**Terraform** (by HashiCorp, now under the Business Source License) and its open-source fork **OpenTofu** (Linux Foundation) are the most widely used multi-cloud IaC tools; alternatives include Pulumi (general-purpose languages), AWS CloudFormation and CDK, and Azure Bicep.

## Declarative configuration

Terraform uses **HCL**. You declare the desired end state; Terraform works out how to reach it:

\`\`\`hcl
terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 6.0" }
  }
  backend "s3" {
    bucket       = "acme-tf-state"
    key          = "prod/network.tfstate"
    region       = "eu-central-1"
    use_lockfile = true
  }
}

provider "aws" { region = var.region }

variable "region" { default = "eu-central-1" }
variable "env"    { type = string }

resource "aws_s3_bucket" "reports" {
  bucket = "acme-reports-\${var.env}"
  tags   = { env = var.env, owner = "data-team" }
}

output "bucket_arn" { value = aws_s3_bucket.reports.arn }
\`\`\`

- **Providers** are plugins that talk to APIs (AWS, Azure, Google Cloud, Kubernetes, GitHub, Datadog...).
- **Resources** are things Terraform manages; **data sources** read existing things.
- **Variables** parameterise configurations; **outputs** expose values to users or other configurations.
- References between resources (\`aws_s3_bucket.reports.arn\`) create an implicit **dependency graph**, so Terraform creates things in the right order and in parallel where possible.

## The workflow

\`\`\`bash
terraform init       # download providers and modules, configure the backend
terraform fmt && terraform validate
terraform plan -out=tfplan     # show what will be created, changed, destroyed
terraform apply tfplan         # apply exactly that plan
\`\`\`

The **plan** is the heart of safe IaC: review it in the pull request (tools like Atlantis or HCP Terraform post it automatically), then apply the saved plan so nothing unexpected slips in. Some attribute changes force a resource to be **replaced** (destroyed and recreated), which can mean data loss; \`lifecycle { prevent_destroy = true }\` guards critical resources.

## State

Terraform records what it created in a **state** file mapping configuration to real resource IDs. State is essential and sensitive (it may contain secrets):

- Store it in a **remote backend** (S3, GCS, Azure Blob, HCP Terraform) with **locking**, so two people cannot apply at once.
- Never edit it by hand; use \`terraform state mv\`, \`import\` blocks and \`moved\` blocks for refactoring.
- Split large estates into several state files (per environment and component) to limit blast radius and speed up plans.

When someone changes infrastructure outside Terraform, reality **drifts** from the configuration; the next plan shows the difference, and scheduled drift detection catches it early.

## Modules

A **module** is a directory of Terraform code with inputs and outputs, reused with different parameters:

\`\`\`hcl
module "vpc" {
  source  = "terraform-aws-modules/vpc/aws"
  version = "~> 6.0"
  name    = "prod"
  cidr    = "10.0.0.0/16"
}
\`\`\`

Pin module and provider versions, keep environments as thin compositions of shared modules, and run policy checks (OPA, Checkov, tflint) in the pipeline.
`,
  overview: {
    whatYouWillLearn: [
      'Infrastructure as code describes desired infrastructure in version-controlled files instead of manual clicks.',
      'Terraform is declarative: you state the end result and it computes the changes needed.',
      'Providers translate resources into API calls for clouds and services.',
      'State maps configuration to real resources and must be stored remotely with locking for teams.',
      'plan previews changes, and apply executes exactly the reviewed plan.',
      'Modules package reusable infrastructure with inputs and outputs.',
    ],
    proTip: 'Always read the plan before applying, and pay special attention to lines marked "must be replaced": a changed attribute can force Terraform to destroy and recreate a database or load balancer.',
  },
  mcqs: [
    {
      question: 'What does it mean that Terraform is declarative?',
      options: {
        A: 'You write step-by-step API calls in order',
        B: 'You describe the desired end state and Terraform computes the changes to reach it',
        C: 'It only works with one cloud',
        D: 'It runs on a declared schedule',
      },
      correct: 'B',
      explanation: 'Terraform compares desired configuration with state and reality to plan changes.',
    },
    {
      question: 'What is a Terraform provider?',
      options: {
        A: 'A plugin that translates resources into API calls for a platform such as AWS or Kubernetes',
        B: 'The company hosting your state file',
        C: 'A variable file',
        D: 'A type of output',
      },
      correct: 'A',
      explanation: 'Providers implement resources and data sources for each platform.',
    },
    {
      question: 'Why should Terraform state be stored remotely with locking in a team?',
      options: {
        A: 'Local state files are not supported',
        B: 'Remote state is faster to read',
        C: 'So everyone uses the same state and two applies cannot run at the same time',
        D: 'Locking encrypts the infrastructure',
      },
      correct: 'C',
      explanation: 'Shared, locked state prevents conflicting or lost updates.',
    },
    {
      question: 'What does terraform plan do?',
      options: {
        A: 'Applies all changes immediately',
        B: 'Deletes drifted resources',
        C: 'Downloads providers only',
        D: 'Shows the changes Terraform would make without making them',
      },
      correct: 'D',
      explanation: 'The plan is reviewed before anything changes.',
    },
    {
      question: 'Why apply a saved plan file (terraform apply tfplan)?',
      options: {
        A: 'It guarantees that exactly the reviewed changes are applied',
        B: 'It is the only way to use variables',
        C: 'It skips the state file',
        D: 'It makes apply run offline',
      },
      correct: 'A',
      explanation: 'Applying the saved plan avoids surprises from changes made after review.',
    },
    {
      question: 'What is infrastructure drift?',
      options: {
        A: 'Moving resources to another region',
        B: 'A difference between the real infrastructure and the code, usually caused by manual changes',
        C: 'Slow Terraform runs',
        D: 'Upgrading provider versions',
      },
      correct: 'B',
      explanation: 'The next plan reveals drift so it can be reconciled.',
    },
    {
      question: 'What is a Terraform module?',
      options: {
        A: 'A running server',
        B: 'A state backend',
        C: 'A reusable package of Terraform configuration with inputs and outputs',
        D: 'A cloud account',
      },
      correct: 'C',
      explanation: 'Modules let teams reuse tested building blocks.',
    },
    {
      question: 'Why is a plan line saying a database "must be replaced" important?',
      options: {
        A: 'It means the plan failed',
        B: 'It only affects tags',
        C: 'It reduces costs',
        D: 'The resource will be destroyed and recreated, which can lose data',
      },
      correct: 'D',
      explanation: 'Replacements of stateful resources need careful review or prevent_destroy.',
    },
    {
      question: 'What is OpenTofu?',
      options: {
        A: 'An open-source fork of Terraform maintained under the Linux Foundation',
        B: 'A Kubernetes distribution',
        C: 'A CI server',
        D: 'A secret manager',
      },
      correct: 'A',
      explanation: 'OpenTofu was forked after Terraform\'s licence change and stays largely compatible.',
    },
  ],
  problems: [],
};
