import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-5',
  order: 5,
  title: 'Infrastructure as Code with Terraform',
  description:
    'Provision cloud infrastructure declaratively with Terraform and OpenTofu: providers, resources, variables, state, modules, plans and safe collaboration.',
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
    proTip:
      'Always read the plan before applying, and pay special attention to lines marked "must be replaced": a changed attribute can force Terraform to destroy and recreate a database or load balancer.',
  },
  mcqs: [
    {
      question: 'What does it mean that Terraform is declarative?',
      options: {
        A: 'You describe the end state, and Terraform works out the changes',
        B: 'You list each API call in order, and Terraform runs them as written',
        C: 'You write scripts that Terraform replays on every apply',
        D: 'You declare variables, and Terraform prompts you for each of their values',
      },
      correct: 'A',
      explanation:
        'Terraform compares the desired state with reality and plans the changes itself.',
    },
    {
      question: 'What is a Terraform provider?',
      options: {
        A: 'A cloud account that Terraform bills its resources to',
        B: 'A plugin that turns resources into API calls for a platform',
        C: 'A module from the public Terraform registry',
        D: 'The remote backend that stores the Terraform state file',
      },
      correct: 'B',
      explanation:
        "Providers such as AWS, Kubernetes or GitHub translate resources into that platform's API calls.",
    },
    {
      question: 'Why should Terraform state be stored remotely with locking in a team?',
      options: {
        A: 'So that Terraform can run without any network access',
        B: 'Because local state files are deleted automatically after every apply',
        C: 'So everyone shares one state and two applies cannot overlap',
        D: 'Because providers refuse to run against a state file on disk',
      },
      correct: 'C',
      explanation:
        'A shared backend gives one source of truth, and the lock stops concurrent applies.',
    },
    {
      question: 'What does `terraform plan` do?',
      options: {
        A: 'Applies the changes in a dry-run sandbox account',
        B: 'Downloads providers and modules into `.terraform`',
        C: 'Checks that the files are formatted correctly',
        D: 'Shows the changes it would make without making them',
      },
      correct: 'D',
      explanation:
        'The plan lists what would be created, changed or destroyed, for review before applying.',
    },
    {
      question: 'Why apply a saved plan file with `terraform apply tfplan`?',
      options: {
        A: 'Exactly the reviewed changes are applied',
        B: 'Saved plans apply faster than a fresh plan',
        C: 'It skips the state lock for a quicker apply',
        D: 'It lets the apply run without provider plugins',
      },
      correct: 'A',
      explanation: 'Applying the saved plan guarantees nothing unreviewed slips in.',
    },
    {
      question: 'What is infrastructure drift?',
      options: {
        A: 'A slow rise in cloud costs as resources are added',
        B: 'Real infrastructure no longer matching the code',
        C: 'The delay between running `terraform plan` and `terraform apply`',
        D: 'Providers upgrading to a new minor version on their own',
      },
      correct: 'B',
      explanation:
        'Changes made outside Terraform make reality diverge from the configuration; the next plan shows the difference.',
    },
    {
      question: 'What is a Terraform module?',
      options: {
        A: 'A single resource block, such as one S3 bucket',
        B: 'A saved plan file that can be applied later on',
        C: 'A reusable package of configuration with inputs and outputs',
        D: "A compiled plugin binary that talks to one cloud provider's API",
      },
      correct: 'C',
      explanation: 'Modules are directories of Terraform code reused with different parameters.',
    },
    {
      question: 'Why is a plan line saying a database "must be replaced" important?',
      options: {
        A: 'Its provider version is out of date and must be upgraded',
        B: 'Its state entry is corrupt and must be repaired by hand before the apply',
        C: 'It will be renamed in place without any downtime',
        D: 'It will be destroyed and recreated, which can lose data',
      },
      correct: 'D',
      explanation:
        'Some attribute changes force replacement; `prevent_destroy` guards critical resources.',
    },
    {
      question: 'What is OpenTofu?',
      options: {
        A: "HashiCorp's paid, hosted cloud service for running Terraform plans",
        B: 'A policy-as-code checker that scans Terraform plans',
        C: 'The configuration language that Terraform uses',
        D: 'An open-source fork of Terraform under the Linux Foundation',
      },
      correct: 'D',
      explanation:
        'OpenTofu forked Terraform after its licence change and is maintained under the Linux Foundation.',
    },
    {
      question: 'What does `terraform init` do?',
      options: {
        A: 'Downloads providers and modules and configures the backend',
        B: 'Creates every resource declared in the configuration',
        C: 'Writes a new state file that describes the real infrastructure',
        D: 'Formats the code and checks its syntax for errors',
      },
      correct: 'A',
      explanation: '`init` prepares the working directory; `plan` and `apply` do the actual work.',
    },
    {
      question: 'What does `lifecycle { prevent_destroy = true }` on a resource do?',
      options: {
        A: 'Keeps the resource when the state file is deleted',
        B: 'Makes any plan that would destroy the resource fail',
        C: "Blocks every change to the resource's attributes",
        D: 'Backs up the resource before it is destroyed',
      },
      correct: 'B',
      explanation:
        'Terraform refuses to plan the destruction of a protected resource, including replacements.',
    },
    {
      question:
        'What does a reference such as `aws_s3_bucket.reports.arn` inside another resource create?',
      options: {
        A: "A copy of the bucket inside the referencing module's state",
        B: 'A lock that stops both resources changing together',
        C: 'An implicit dependency that orders creation',
        D: 'A new output that is printed after every apply',
      },
      correct: 'C',
      explanation:
        'References build the dependency graph, so resources are created in the right order and in parallel where possible.',
    },
  ],
  problems: [],
};
