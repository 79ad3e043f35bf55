import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-13',
  order: 13,
  title: 'MLOps: Deploying and Monitoring Models',
  description: 'Take models from notebook to production with reproducible pipelines, experiment tracking, model registries, serving patterns, monitoring for drift, and retraining.',
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
    proTip: 'Log every prediction with its model version, input features and a request ID, and join it with outcomes when they arrive; without this, you cannot measure live performance, debug complaints or build the next training set.',
  },
  mcqs: [
    {
      question: 'What does training-serving skew mean?',
      options: {
        A: 'Training takes longer than serving',
        B: 'Features are computed differently in training and production, so the model sees inconsistent inputs',
        C: 'The model is served on a different GPU',
        D: 'The test set is larger than the training set',
      },
      correct: 'B',
      explanation: 'Inconsistent feature logic causes production predictions to differ from validation results.',
    },
    {
      question: 'Which item is NOT required to reproduce a trained model exactly?',
      options: {
        A: 'The version of the training data',
        B: 'The code and configuration used',
        C: 'The pinned software environment',
        D: 'The colour theme of the developer\'s editor',
      },
      correct: 'D',
      explanation: 'Data, code, configuration, environment and seeds determine the model; editor settings do not.',
    },
    {
      question: 'What is the purpose of a model registry?',
      options: {
        A: 'To store versioned, approved models with metadata and stages as a source of truth for deployment',
        B: 'To label training data',
        C: 'To tokenise text',
        D: 'To speed up GPU training',
      },
      correct: 'A',
      explanation: 'Registries track which version is in production and enable rollback.',
    },
    {
      question: 'When is batch prediction the most appropriate serving pattern?',
      options: {
        A: 'Fraud checks during card payment',
        B: 'Autocomplete while typing',
        C: 'Nightly churn scores for all customers used by the marketing team the next day',
        D: 'Real-time bidding for ads',
      },
      correct: 'C',
      explanation: 'Batch scoring suits predictions that are not needed instantly.',
    },
    {
      question: 'What is a shadow deployment?',
      options: {
        A: 'Deploying a model only at night',
        B: 'Running the new model on live traffic in parallel without using its predictions, to compare it safely',
        C: 'Hiding the model\'s source code',
        D: 'Deploying without monitoring',
      },
      correct: 'B',
      explanation: 'Shadow mode validates behaviour on real inputs with no user impact.',
    },
    {
      question: 'What is data drift?',
      options: {
        A: 'A change in the distribution of input features over time',
        B: 'A bug in the training loop',
        C: 'Losing data in transit',
        D: 'A model\'s weights changing on their own',
      },
      correct: 'A',
      explanation: 'Drift in inputs can make a model\'s learned patterns less applicable.',
    },
    {
      question: 'What distinguishes concept drift from data drift?',
      options: {
        A: 'Concept drift only affects images',
        B: 'Concept drift is detected from inputs alone',
        C: 'Concept drift only happens during training',
        D: 'The relationship between inputs and the target changes, which is revealed only by outcomes',
      },
      correct: 'D',
      explanation: 'Inputs can look the same while their meaning for the target changes.',
    },
    {
      question: 'How do feature stores help production ML?',
      options: {
        A: 'They replace the need for models',
        B: 'They label data automatically',
        C: 'They serve consistent feature definitions for training and online inference, with point-in-time correctness',
        D: 'They compress models for mobile devices',
      },
      correct: 'C',
      explanation: 'One definition for offline and online features prevents skew and leakage.',
    },
    {
      question: 'Why log each prediction with its model version, features and request ID?',
      options: {
        A: 'To enable measuring live performance, debugging and building future training sets',
        B: 'Because regulators forbid aggregated metrics',
        C: 'To make the API faster',
        D: 'To avoid needing a model registry',
      },
      correct: 'A',
      explanation: 'Prediction logs joined with outcomes are the basis of monitoring and retraining.',
    },
  ],
  problems: [],
};
