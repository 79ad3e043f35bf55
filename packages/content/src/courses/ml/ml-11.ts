import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-11',
  order: 11,
  title: 'Deep Learning for Images and Sequences',
  description: 'Apply convolutional networks to images and recurrent networks to sequences, and use transfer learning, data augmentation and GPUs effectively.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain convolutions, pooling and why CNNs suit images',
    'Use transfer learning and fine-tuning with pretrained models',
    'Describe recurrent networks, LSTMs and their limits',
    'Train efficiently with augmentation, batching, GPUs and mixed precision',
  ],
  lesson: `## Why images need special networks

A 224×224 colour image has about 150,000 input values. A fully connected layer with 1,000 units would need 150 million weights, and it would have to relearn the same pattern (an edge, an eye) separately for every position. **Convolutional neural networks (CNNs)** fix both problems.

## Convolutions

A **convolutional layer** slides small filters (kernels, for example 3×3) across the image. At each position the filter computes a weighted sum of the pixels under it, producing a **feature map** that lights up where the filter's pattern appears. Two ideas make this powerful:

- **Local connectivity**: each output looks only at a small neighbourhood.
- **Weight sharing**: the same filter is used at every position, so a cat detector works anywhere in the image (translation equivariance) with very few parameters.

Stacking layers grows the **receptive field**: early layers detect edges and colours, middle layers textures and shapes, deep layers object parts and whole objects. **Stride** and **pooling** (taking the max or average of small windows) shrink the feature maps, cutting computation and adding tolerance to small shifts. Classic architectures progressed from LeNet and AlexNet through VGG to **ResNet** (residual connections) and efficient families such as EfficientNet and ConvNeXt, while **vision transformers** (ViT) now compete by treating image patches as tokens.

\`\`\`python
import torch
from torch import nn
from torchvision.models import resnet50, ResNet50_Weights

model = resnet50(weights=ResNet50_Weights.DEFAULT)     # pretrained on ImageNet
for p in model.parameters():
    p.requires_grad = False                             # freeze the backbone
model.fc = nn.Linear(model.fc.in_features, 5)           # new head for 5 classes
\`\`\`

## Transfer learning

Training a large CNN from scratch needs millions of labelled images. **Transfer learning** reuses a network pretrained on a large dataset: its early layers already detect generic features. You replace the final layer, train it on your small dataset, and optionally **fine-tune** the whole network with a small learning rate. With a few hundred images per class this often reaches excellent accuracy. The same idea drives modern NLP and speech, where pretrained foundation models are adapted to specific tasks.

## Data augmentation

Random flips, crops, rotations, colour jitter and techniques such as mixup create new training variants of each image, teaching invariances and reducing overfitting. Augment only the training data, and only in ways that keep the label valid (flipping digits like 6 and 9 upside down would not).

## Sequences and recurrent networks

Text, audio and time series are **sequences**. A **recurrent neural network (RNN)** processes one element at a time, updating a hidden state that summarises what it has seen. Plain RNNs forget quickly because gradients vanish over many steps. **LSTMs** and **GRUs** add gates that decide what to keep, forget and output, allowing memory over longer spans, and were the state of the art for translation and speech until about 2017. RNNs process steps sequentially, which limits parallelism on GPUs, and still struggle with very long contexts. **Transformers**, built on attention and covered in the next chapter, solved both problems and have largely replaced them, though 1-D convolutions, RNNs and state-space models remain useful for some streaming and time-series tasks.

## Training efficiently

Deep learning runs on **GPUs** (or TPUs) because it is dominated by large matrix multiplications. Practical habits: feed data in **mini-batches** with a \`DataLoader\` using several workers, use **mixed precision** (\`torch.autocast\` with bfloat16 or float16) for roughly double speed and half the memory, checkpoint models regularly, and track experiments (loss curves, hyperparameters, metrics) with a tool such as TensorBoard, MLflow or Weights & Biases.
`,
  overview: {
    whatYouWillLearn: [
      'Convolutions slide small learned filters over an image, sharing weights across positions.',
      'Stacked convolutional layers build features from edges to textures to object parts.',
      'Pooling and strides reduce spatial size and add tolerance to small shifts.',
      'Transfer learning reuses a network pretrained on a large dataset and fine-tunes it on a small one.',
      'Recurrent networks process sequences step by step; LSTMs and GRUs use gates to remember longer.',
      'Attention-based transformers have largely replaced RNNs and increasingly CNNs for many tasks.',
    ],
    proTip: 'With little labelled data, start from a pretrained backbone, freeze it, train only a new head for a few epochs, then unfreeze and fine-tune everything with a learning rate about ten times smaller.',
  },
  mcqs: [
    {
      question: 'What is the main advantage of weight sharing in convolutional layers?',
      options: {
        A: 'The same filter detects a pattern anywhere in the image with far fewer parameters',
        B: 'Each pixel gets its own set of weights',
        C: 'It removes the need for training',
        D: 'It converts images to text',
      },
      correct: 'A',
      explanation: 'A shared filter is reused at every position, giving translation equivariance cheaply.',
    },
    {
      question: 'What do the early layers of a trained CNN typically detect?',
      options: {
        A: 'Whole objects such as faces',
        B: 'Class probabilities',
        C: 'Simple features such as edges and colour blobs',
        D: 'Text captions',
      },
      correct: 'C',
      explanation: 'Feature complexity grows with depth, from edges to parts to objects.',
    },
    {
      question: 'What does a max-pooling layer do?',
      options: {
        A: 'Adds more filters',
        B: 'Keeps the maximum value in each small window, reducing the spatial size',
        C: 'Normalises the activations to zero mean',
        D: 'Randomly drops activations',
      },
      correct: 'B',
      explanation: 'Pooling downsamples feature maps and adds tolerance to small shifts.',
    },
    {
      question: 'Why is transfer learning effective with a small labelled dataset?',
      options: {
        A: 'It removes the need for any labels',
        B: 'It trains faster because the network is random',
        C: 'It guarantees 100% accuracy',
        D: 'It reuses generic features learned from a large dataset, so only task-specific parts need learning',
      },
      correct: 'D',
      explanation: 'Pretrained layers provide strong features that a small dataset could not learn alone.',
    },
    {
      question: 'When fine-tuning an unfrozen pretrained backbone, what learning rate is usually appropriate?',
      options: {
        A: 'Much larger than for training from scratch',
        B: 'Smaller than for the new head, to avoid destroying pretrained features',
        C: 'Exactly zero',
        D: 'Randomly changing each step',
      },
      correct: 'B',
      explanation: 'Large updates would erase the useful pretrained weights.',
    },
    {
      question: 'Which augmentation could change the correct label?',
      options: {
        A: 'Slightly adjusting brightness of a cat photo',
        B: 'Cropping a small border from a landscape photo',
        C: 'Rotating an image of the digit 6 by 180 degrees',
        D: 'Horizontally flipping a photo of a car',
      },
      correct: 'C',
      explanation: 'A rotated 6 looks like a 9, so this augmentation breaks the label.',
    },
    {
      question: 'What problem do LSTM gates address in recurrent networks?',
      options: {
        A: 'Remembering information over long sequences despite vanishing gradients',
        B: 'Processing images',
        C: 'Reducing the number of classes',
        D: 'Making training parallel across time steps',
      },
      correct: 'A',
      explanation: 'Gates control what the cell state keeps or forgets, preserving long-range information.',
    },
    {
      question: 'Why have transformers largely replaced RNNs?',
      options: {
        A: 'Transformers need no training data',
        B: 'RNNs cannot process text',
        C: 'Transformers have no parameters',
        D: 'Attention processes all positions in parallel and handles long-range dependencies better',
      },
      correct: 'D',
      explanation: 'Sequential RNN computation limits GPU parallelism and long-context modelling.',
    },
    {
      question: 'What does mixed-precision training provide?',
      options: {
        A: 'Higher numerical accuracy than float64',
        B: 'Faster training and lower memory use by computing in 16-bit formats where safe',
        C: 'Automatic data labelling',
        D: 'Smaller datasets',
      },
      correct: 'B',
      explanation: 'bfloat16 or float16 arithmetic speeds up matrix operations on modern accelerators.',
    },
  ],
  problems: [],
};
