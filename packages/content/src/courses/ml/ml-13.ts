import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-13',
  order: 13,
  title: 'MLOps: Deploying and Monitoring Models',
  description:
    'Take models from notebook to production with reproducible pipelines, experiment tracking, model registries, serving patterns, monitoring for drift, and retraining.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Make training reproducible with versioned code, data and environments',
    'Track experiments and manage models in a registry',
    'Choose batch, online or streaming serving and package models',
    'Monitor data drift, concept drift and model performance in production',
  ],
  lesson: `## The model is the small part

A famous Google paper described ML systems where the model code is a tiny box surrounded by data collection, validation, feature pipelines, serving infrastructure, monitoring and configuration. **MLOps** applies DevOps discipline (automation, versioning, testing, observability) to that whole lifecycle.

## Reproducibility

You should be able to recreate any model exactly. That requires versioning:

- **Code** in Git, **configuration** (hyperparameters) in files, not notebook cells.
- **Data**: snapshot or version datasets (DVC, lakeFS, Delta Lake or Iceberg time travel) and record which version trained which model.
- **Environment**: pinned dependencies and container images.
- **Randomness**: fixed seeds, acknowledging that GPU operations may still be slightly non-deterministic.

## Experiment tracking and registries

Experiment trackers such as **MLflow** or Weights & Biases log parameters, metrics, plots and model artefacts for every run, so you can compare runs and know exactly how the winner was made. A **model registry** stores approved model versions with metadata and moves them through stages (staging, production, archived; recent MLflow versions express this with aliases such as \`@champion\` and \`@challenger\`), giving a single source of truth for what is deployed and a simple path to roll back.

\`\`\`python
import mlflow
with mlflow.start_run():
    mlflow.log_params({"max_depth": 6, "learning_rate": 0.05})
    model.fit(X_train, y_train)
    mlflow.log_metric("val_f1", f1)
    mlflow.sklearn.log_model(model, name="model", registered_model_name="churn")
\`\`\`

## Pipelines and CI/CD

Training should be an automated **pipeline** (orchestrated with Airflow, Kubeflow, Vertex AI, SageMaker Pipelines and similar): ingest, validate data, build features, train, evaluate against the current production model, and register if better. CI runs unit tests for feature code, data validation checks (schema, ranges, null rates) and model quality gates.

## Serving patterns

- **Batch**: score all customers nightly and write results to a table. Simple and cheap when predictions are not needed instantly.
- **Online**: a low-latency API (FastAPI, BentoML, TorchServe, Triton, or managed endpoints) returns predictions per request.
- **Streaming**: consume events (Kafka) and score them continuously.
- **Edge**: run on devices, often after quantisation or conversion to ONNX.

Roll out new models safely with **shadow deployments** (score in parallel without using the result), **canary** releases, or **A/B tests** that measure business impact.

A classic production bug is **training-serving skew**: features computed one way in the training pipeline and slightly differently in the serving code. **Feature stores** (Feast, Tecton, cloud equivalents) compute features once and serve the same definitions offline and online, with point-in-time correct joins to avoid leakage.

## Monitoring

Models degrade silently because the world changes:

- **Data drift**: the input distribution shifts (new customer segments, a changed upstream field). Detect it with statistics such as population stability index or KS tests on features.
- **Concept drift**: the relationship between inputs and target changes (fraudsters adapt, a pandemic changes buying habits). Only outcome data reveals it.
- **Operational health**: latency, errors, throughput, cost.

Monitor input distributions, prediction distributions and, as soon as labels arrive, actual performance, sliced by important segments. Alert on thresholds and trigger **retraining** on a schedule or when drift or performance drops justify it, always validating the new model before promotion.
`,
  overview: {
    whatYouWillLearn: [
      'Only a small part of a production ML system is the model; data pipelines, serving and monitoring dominate.',
      'Reproducibility needs versioned code, data, configuration, random seeds and environments.',
      'Experiment trackers record parameters, metrics and artefacts, and registries promote versions through stages.',
      'Models are served in batch jobs, online APIs or streaming consumers depending on latency needs.',
      'Training-serving skew arises when features are computed differently in training and production.',
      'Data drift and concept drift silently degrade models, so inputs, outputs and outcomes must be monitored.',
    ],
    proTip:
      'Log every prediction with its model version, input features and a request ID, and join it with outcomes when they arrive; without this, you cannot measure live performance, debug complaints or build the next training set.',
  },
  mcqs: [
    {
      question: 'What does training-serving skew mean?',
      options: {
        A: 'The class balance differs in live traffic',
        B: 'A feature is computed one way in training and another way in serving',
        C: 'The served model is an older version than the one trained last',
        D: 'Training uses GPUs while serving uses CPUs',
      },
      correct: 'B',
      explanation:
        'Skew comes from inconsistent feature logic between the training pipeline and the serving code, so live inputs differ from what the model learned on; feature stores prevent it by sharing one definition.',
    },
    {
      question: 'Which practice makes a run impossible to reproduce exactly?',
      options: {
        A: 'Keeping hyperparameters in a versioned config file',
        B: 'Pinning all dependencies inside a container image',
        C: 'Fixing every random seed before training starts',
        D: 'Training on a live table with no data snapshot',
      },
      correct: 'D',
      explanation:
        'A live table changes after the run, so without a snapshot or dataset version the same data cannot be fed again; versioned configs, pinned environments and seeds are what make runs reproducible.',
    },
    {
      question: 'What is the purpose of a model registry?',
      options: {
        A: 'To hold approved model versions and their stages, so you can roll back',
        B: 'To log the parameters and metrics of each training run, for later comparison',
        C: 'To store the versioned datasets that each model was trained on',
        D: 'To serve the production model as a low-latency prediction endpoint',
      },
      correct: 'A',
      explanation:
        "A registry is the source of truth for which model version is deployed (stages, or aliases such as @champion) and makes rollback simple; logging every run is the experiment tracker's job.",
    },
    {
      question: 'When is batch prediction the most appropriate serving pattern?',
      options: {
        A: 'Blocking a fraudulent card payment while it is authorised',
        B: 'Suggesting completions while a user types in a search box',
        C: 'Nightly churn scores for every customer, read next morning',
        D: 'Ranking products the moment a page loads',
      },
      correct: 'C',
      explanation:
        'Batch scoring suits predictions that are not needed instantly, such as scores written to a table overnight; fraud checks, autocomplete and page ranking need an online model.',
    },
    {
      question: 'What is a shadow deployment?',
      options: {
        A: 'Sending a small share of users to the new model and serving its answers',
        B: 'Scoring live traffic with the new model but discarding its predictions',
        C: "Splitting users into two groups to compare the models' business metrics",
        D: "Replaying last month's logged requests through the new model offline",
      },
      correct: 'B',
      explanation:
        'In shadow mode the new model sees real inputs in parallel with the current one but its output is never used, so it is validated with no user impact; the other options describe a canary, an A/B test and a backtest.',
    },
    {
      question: 'What is data drift?',
      options: {
        A: 'The distribution of input features shifts away from the training set',
        B: 'The link between the inputs and the target changes over time',
        C: "The model's accuracy falls because its weights degrade in production",
        D: 'Annotators assigned the labels of the training set inconsistently',
      },
      correct: 'A',
      explanation:
        'Data drift is a change in the input distribution (new customer segments, a changed upstream field); a changed input-target relationship is concept drift, and deployed weights do not change on their own.',
    },
    {
      question: 'What distinguishes concept drift from data drift?',
      options: {
        A: 'It shows up as a shift in the input features, visible without labels',
        B: "It happens only when an upstream pipeline changes a field's format",
        C: 'It can be caught early with a KS test on each input feature',
        D: "The inputs' link to the target changes, which only outcomes reveal",
      },
      correct: 'D',
      explanation:
        'In concept drift the inputs can look the same while their link to the target changes (fraudsters adapt), so only outcomes reveal it; input statistics such as KS tests detect data drift.',
    },
    {
      question: 'How do feature stores help production ML?',
      options: {
        A: 'They cache model predictions so repeated requests skip inference',
        B: 'They version the trained models and move them through stages',
        C: 'They serve the same definitions to training and online inference',
        D: 'They label incoming data automatically for the next retraining',
      },
      correct: 'C',
      explanation:
        'A feature store computes each feature once and serves the same definition offline and online, with point-in-time correct joins, which prevents training-serving skew and leakage.',
    },
    {
      question: 'Why log each prediction with its model version, features and request ID?',
      options: {
        A: 'To measure live performance, debug complaints and build training sets',
        B: 'To replay the requests against the model whenever the serving API is down',
        C: 'Because a model registry cannot record which version is live',
        D: 'To let the serving API reuse cached answers for repeated inputs',
      },
      correct: 'A',
      explanation:
        'Prediction logs joined with the outcomes when they arrive are the basis of live performance monitoring, debugging and the next training set.',
    },
    {
      question: 'Which check can detect data drift before any labels arrive?',
      options: {
        A: "The model's F1 score on the newly labelled outcomes",
        B: 'The training loss recorded at the last epoch of the run',
        C: 'The p99 latency of the prediction endpoint over time',
        D: 'A population stability index on each feature',
      },
      correct: 'D',
      explanation:
        'Data drift is a change in the inputs, so statistics on feature distributions (population stability index, KS tests) detect it without labels; F1 needs outcomes and latency is operational health.',
    },
    {
      question:
        'Which rollout compares the business impact of two models on randomly split groups of users?',
      options: {
        A: 'A shadow deployment',
        B: 'A randomised A/B test',
        C: 'A canary release',
        D: 'A blue-green deployment',
      },
      correct: 'B',
      explanation:
        "An A/B test assigns users at random to each model and measures business metrics; shadow mode never shows the new model's output, and a canary mainly checks that a release is safe on a small share of traffic.",
    },
    {
      question:
        'In an automated training pipeline, what decides whether a newly trained model gets registered?',
      options: {
        A: 'Training finishing without any error or warning',
        B: 'A lower training loss than on the previous run',
        C: 'Beating the production model on evaluation',
        D: "A data scientist's manual review in a notebook",
      },
      correct: 'C',
      explanation:
        'The pipeline evaluates each candidate against the model currently in production and registers it only if it is better, so promotion is automatic and justified by evaluation.',
    },
  ],
  problems: [],
};
