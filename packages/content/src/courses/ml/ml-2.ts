import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-2',
  order: 2,
  title: 'Data Preparation and Feature Engineering',
  description: 'Turn raw data into model-ready features: cleaning, missing values, encoding categories, scaling, train/validation/test splits and avoiding data leakage.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Clean data and handle missing values sensibly',
    'Encode categorical features and scale numeric ones',
    'Split data into training, validation and test sets correctly',
    'Recognise and prevent data leakage with pipelines',
  ],
  lesson: `## Garbage in, garbage out

Practitioners often spend most of a project on data. A simple model on clean, well-chosen features usually beats a sophisticated model on messy data. Start by **exploring**: look at distributions, ranges, missing values, duplicates and obviously wrong entries (negative ages, dates in the future).

\`\`\`python
import pandas as pd
df = pd.read_csv("houses.csv")
df.info()
df.describe()
df.isna().mean().sort_values(ascending=False)   # share of missing values per column
df = df.drop_duplicates()
\`\`\`

## Missing values

Options, from simplest:

- **Drop** rows or columns with missing values; acceptable when few are affected and they are missing at random.
- **Impute**: fill with the mean or median (numeric) or the most frequent value (categorical); more advanced imputers use nearest neighbours or models.
- **Add an indicator** column (\`was_missing\`), because *missingness itself* can be informative.

## Encoding categories

Models need numbers. **One-hot encoding** turns a category with k values into k binary columns, avoiding a fake ordering. **Ordinal encoding** (small=0, medium=1, large=2) suits categories with a real order. For very high-cardinality features (postcodes, product IDs), consider target encoding with care, hashing or learned embeddings.

## Scaling

Features on very different scales (income in tens of thousands, age in tens) distort distance-based models such as k-NN and k-means, and slow down gradient descent. **Standardisation** rescales to mean 0 and standard deviation 1: \`z = (x - mean) / std\`. **Min-max scaling** maps to [0, 1]. Tree-based models do not need scaling.

## Splitting the data

- **Training set**: used to fit parameters.
- **Validation set** (or cross-validation): used to compare models and tune hyperparameters.
- **Test set**: touched **once**, at the end, for an unbiased estimate.

Use **stratified** splits for classification so class proportions are preserved, **group** splits when several rows belong to the same entity (all of one patient's scans in the same split), and **time-based** splits for time series: train on the past, test on the future, never shuffle.

## Data leakage

**Leakage** means information that will not be available at prediction time sneaks into training, producing excellent offline scores and disappointing real results. Common forms:

- Fitting a scaler or imputer on the **whole** dataset before splitting, so test statistics influence training.
- Features derived from the target or from the future (a "refund issued" column when predicting fraud).
- Duplicates or the same entity appearing in both training and test sets.

Pipelines make the correct order automatic:

\`\`\`python
from sklearn.compose import ColumnTransformer
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegression

pre = ColumnTransformer([
    ("num", Pipeline([("impute", SimpleImputer(strategy="median")),
                      ("scale", StandardScaler())]), ["age", "income"]),
    ("cat", OneHotEncoder(handle_unknown="ignore"), ["city"]),
])
model = Pipeline([("pre", pre), ("clf", LogisticRegression())])
model.fit(X_train, y_train)           # statistics learned from training data only
\`\`\`

## Feature engineering

Good features encode domain knowledge: ratios (debt / income), date parts (day of week, hour), counts and aggregates per customer, text length. Deep learning automates much feature learning for images, audio and text, but for tabular business data, thoughtful features remain one of the biggest levers on accuracy.
`,
  overview: {
    whatYouWillLearn: [
      'Data quality usually matters more than the choice of algorithm.',
      'Missing values can be dropped, imputed with statistics, or flagged with an indicator feature.',
      'Categorical features need numeric encodings such as one-hot encoding.',
      'Standardisation and min-max scaling put features on comparable scales for distance- and gradient-based models.',
      'Training, validation and test sets serve fitting, model selection and the final unbiased estimate.',
      'Data leakage lets information from outside the training data into training and inflates scores.',
    ],
    proTip: 'Wrap every preprocessing step and the model in one scikit-learn Pipeline (or ColumnTransformer plus estimator): fit it only on training data and the same transformations are applied consistently at validation, test and prediction time, which eliminates most leakage bugs.',
  },
  mcqs: [
    {
      question: 'Why can adding a "was_missing" indicator column help a model?',
      options: {
        A: 'It removes the need to impute values',
        B: 'The fact that a value is missing can itself carry predictive information',
        C: 'It makes the dataset smaller',
        D: 'It scales the feature automatically',
      },
      correct: 'B',
      explanation: 'Missingness patterns often correlate with the target, so flagging them helps.',
    },
    {
      question: 'Why is one-hot encoding preferred over mapping colours to 0, 1, 2 for a nominal feature?',
      options: {
        A: 'It avoids implying a false order or distance between categories',
        B: 'It uses fewer columns',
        C: 'It works only for tree models',
        D: 'It removes missing values',
      },
      correct: 'A',
      explanation: 'Integer codes suggest red < green < blue, which is meaningless for nominal categories.',
    },
    {
      question: 'Which models are most sensitive to unscaled features?',
      options: {
        A: 'Decision trees',
        B: 'Random forests',
        C: 'Distance-based models like k-NN and gradient-descent-trained models',
        D: 'Rule lists',
      },
      correct: 'C',
      explanation: 'Distances and gradient steps are dominated by features with large numeric ranges.',
    },
    {
      question: 'What does standardisation do to a feature?',
      options: {
        A: 'Maps it to the range [0, 1]',
        B: 'Sorts its values',
        C: 'Removes outliers',
        D: 'Rescales it to mean 0 and standard deviation 1',
      },
      correct: 'D',
      explanation: 'z = (x - mean) / std centres and rescales the feature.',
    },
    {
      question: 'What is the purpose of the validation set?',
      options: {
        A: 'To compare models and tune hyperparameters without touching the test set',
        B: 'To fit model parameters',
        C: 'To store extra training data',
        D: 'To report the final score to stakeholders',
      },
      correct: 'A',
      explanation: 'The test set is reserved for one final unbiased estimate.',
    },
    {
      question: 'How should a time-series forecasting dataset be split?',
      options: {
        A: 'Randomly shuffled',
        B: 'By time: train on earlier periods and test on later ones',
        C: 'Alphabetically by column name',
        D: 'Stratified by the target',
      },
      correct: 'B',
      explanation: 'Shuffling would let the model learn from the future it is supposed to predict.',
    },
    {
      question: 'Which of these is data leakage?',
      options: {
        A: 'Standardising features using statistics from the training set only',
        B: 'Using a stratified split',
        C: 'Fitting a scaler on the full dataset before splitting into train and test',
        D: 'Dropping duplicate rows',
      },
      correct: 'C',
      explanation: 'Test-set statistics then influence training, inflating evaluation scores.',
    },
    {
      question: 'What is the main benefit of putting preprocessing and the model in one Pipeline?',
      options: {
        A: 'Training becomes GPU-accelerated',
        B: 'Hyperparameters are chosen automatically',
        C: 'The model becomes interpretable',
        D: 'Transformations are fitted on training data only and applied identically everywhere else',
      },
      correct: 'D',
      explanation: 'Pipelines enforce the correct fit/transform order and prevent leakage in cross-validation.',
    },
    {
      question: 'Several X-ray images come from the same patient. How should you split them?',
      options: {
        A: 'Randomly by image',
        B: 'With a group split so all of a patient\'s images are in the same set',
        C: 'By file size',
        D: 'Put every first image in test',
      },
      correct: 'B',
      explanation: 'Otherwise the model can recognise the patient rather than the condition.',
    },
  ],
  problems: [],
};
