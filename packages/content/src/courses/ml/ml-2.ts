import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-2',
  order: 2,
  title: 'Data Preparation and Feature Engineering',
  description:
    'Turn raw data into model-ready features: cleaning, missing values, encoding categories, scaling, train/validation/test splits and avoiding data leakage.',
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
    proTip:
      'Wrap every preprocessing step and the model in one scikit-learn Pipeline (or ColumnTransformer plus estimator): fit it only on training data and the same transformations are applied consistently at validation, test and prediction time, which eliminates most leakage bugs.',
  },
  mcqs: [
    {
      question: 'Why can adding a "was_missing" indicator column help a model?',
      options: {
        A: "It lets the model skip imputing that column's values entirely",
        B: 'Whether a value is missing can itself predict the target',
        C: 'It marks the rows to drop before the model is trained',
        D: 'It tells the scaler to skip rows where was_missing = 1',
      },
      correct: 'B',
      explanation:
        'Missingness often correlates with the target (an unanswered income question, a test never ordered), so flagging it adds information. The value itself still has to be imputed.',
    },
    {
      question:
        'Why is one-hot encoding preferred over mapping colours to 0, 1, 2 for a nominal feature?',
      options: {
        A: 'Integer codes would imply a false order between the colours',
        B: 'One-hot uses fewer columns than integer codes (0, 1, 2)',
        C: 'Integer codes cannot be stored in a pandas DataFrame column',
        D: 'One-hot encoding also fills in any missing colour values',
      },
      correct: 'A',
      explanation:
        "Codes 0, 1, 2 suggest red < green < blue and that green is 'between' the others, which is meaningless for nominal categories. One-hot uses k columns, more than one.",
    },
    {
      question: 'Which models are most sensitive to unscaled features?',
      options: {
        A: 'Tree ensembles (random forests, XGBoost, LightGBM)',
        B: 'Single decision trees grown to their full depth',
        C: 'k-NN and networks trained by gradient descent',
        D: 'Rule lists with thresholds on each of the features',
      },
      correct: 'C',
      explanation:
        'Distances and gradient steps are dominated by features with large numeric ranges. Trees and rules compare one feature at a time with a threshold, so scale does not matter to them.',
    },
    {
      question: 'What does standardisation do to a feature?',
      options: {
        A: 'Maps it linearly onto the range [0, 1] by min and max',
        B: 'Rescales it to median 0 and interquartile range 1',
        C: 'Replaces each value by its rank divided by the count',
        D: 'Rescales it to mean 0 and standard deviation 1',
      },
      correct: 'D',
      explanation:
        'z = (x - mean) / std centres and rescales the feature. Mapping to [0, 1] is min-max scaling; the median/IQR version is robust scaling.',
    },
    {
      question: 'What is the validation set used for?',
      options: {
        A: 'Comparing models and tuning hyperparameters',
        B: "Fitting the model's weights",
        C: 'Giving the final unbiased score',
        D: 'Checking data quality first',
      },
      correct: 'A',
      explanation:
        'Parameters are fitted on the training set; model and hyperparameter choices are made on validation data; the test set is touched once at the end for an unbiased estimate.',
    },
    {
      question: 'How should a time-series forecasting dataset be split?',
      options: {
        A: 'Shuffled randomly, then stratified',
        B: 'By time: train on the past, test on later periods',
        C: 'By time, but training on later periods and testing on earlier ones',
        D: 'Randomly, using 5-fold cross-validation on shuffled rows',
      },
      correct: 'B',
      explanation:
        'Shuffling, or training on later periods, lets the model learn from the future it is supposed to predict, so offline scores are too optimistic.',
    },
    {
      question: 'Which of these is data leakage?',
      options: {
        A: 'Fitting the scaler on the training set and applying it to the test set',
        B: 'Using a stratified split by class',
        C: 'Fitting a scaler on the full dataset before splitting',
        D: 'Dropping duplicate rows before splitting into train and test',
      },
      correct: 'C',
      explanation:
        'Test-set statistics then influence training and inflate evaluation scores. Fitting on training data only is the correct order, and removing duplicates prevents leakage.',
    },
    {
      question:
        'What is the main benefit of putting preprocessing and the model in one scikit-learn Pipeline?',
      options: {
        A: "Every step's hyperparameters get tuned",
        B: 'Preprocessing is fitted on training data only and reused unchanged',
        C: 'All preprocessing steps run on the GPU alongside the model itself',
        D: 'The final model becomes interpretable step by step',
      },
      correct: 'B',
      explanation:
        'A Pipeline enforces the fit/transform order: statistics are learned from the training data (or training folds in cross-validation) and applied identically to new data, preventing leakage.',
    },
    {
      question: 'Several X-ray images come from the same patient. How should you split them?',
      options: {
        A: "Random split of the images, stratified by the same patient's diagnosis",
        B: 'Time-based split by the date each image was taken',
        C: "Each patient's first image in test, the others in training",
        D: "Group split keeping each patient's images in one set",
      },
      correct: 'D',
      explanation:
        'If one patient appears in both sets, the model can recognise the patient rather than the condition, inflating the test score.',
    },
    {
      question: 'A feature holds 40,000 distinct product IDs. Which encoding is a sensible choice?',
      options: {
        A: 'Ordinal encoding of the IDs in order of first appearance',
        B: 'Min-max scaling of the raw ID numbers',
        C: 'Hashing or learned embeddings',
        D: 'Standardising the ID numbers to mean 0, std 1',
      },
      correct: 'C',
      explanation:
        'For very high-cardinality categories, hashing or embeddings (or careful target encoding) keep the representation compact. Treating IDs as numbers or as an ordered scale invents relationships that do not exist.',
    },
    {
      question:
        'Why use a stratified split on a classification dataset where 5% of rows are positive?',
      options: {
        A: 'It rebalances every split to 50/50',
        B: 'It keeps roughly the same class mix in each split',
        C: 'It sorts rows by target before splitting',
        D: 'It puts all positives into training',
      },
      correct: 'B',
      explanation:
        'Stratification preserves class proportions (about 5% positives) in training, validation and test, so a small test set does not end up with very few or no positives. It does not rebalance the classes.',
    },
    {
      question:
        'In a fraud model, a "refund_issued" column is extremely predictive. Why is using it a problem?',
      options: {
        A: 'It is categorical, so it would have to be one-hot encoded first',
        B: 'It must be standardised before a fraud model is able to use it',
        C: 'Its missing values cannot be imputed with the median',
        D: 'It is only known after fraud is found, so it leaks the answer',
      },
      correct: 'D',
      explanation:
        'A refund is issued after the fraud is detected, so the column will not exist at prediction time. It gives excellent offline scores and useless real ones: classic leakage.',
    },
  ],
  problems: [],
};
