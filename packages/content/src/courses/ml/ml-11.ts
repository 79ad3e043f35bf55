import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-11',
  order: 11,
  title: 'Deep Learning for Images and Sequences',
  description:
    'Apply convolutional networks to images and recurrent networks to sequences, and use transfer learning, data augmentation and GPUs effectively.',
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
    proTip:
      'With little labelled data, start from a pretrained backbone, freeze it, train only a new head for a few epochs, then unfreeze and fine-tune everything with a learning rate about ten times smaller.',
  },
  mcqs: [
    {
      question: 'What is the main advantage of weight sharing in convolutional layers?',
      options: {
        A: 'Each pixel position gets its own specialised weights',
        B: 'Filters are reused across the different layers of the network',
        C: 'One filter finds a pattern anywhere, with few parameters',
        D: 'It makes the network invariant to rotations of the image',
      },
      correct: 'C',
      explanation:
        'The same filter is applied at every position, giving translation equivariance with very few parameters. It is shared across positions, not across layers, and gives no rotation invariance.',
    },
    {
      question: 'What do the early layers of a trained CNN typically detect?',
      options: {
        A: 'Whole objects such as faces, cars and dogs',
        B: 'Object parts such as eyes, wheels and doors',
        C: 'Simple features such as edges and colours',
        D: 'Class scores for each of the output categories',
      },
      correct: 'C',
      explanation:
        'Feature complexity grows with depth: edges and colours first, then textures and shapes, then object parts and whole objects.',
    },
    {
      question: 'What does a max-pooling layer do?',
      options: {
        A: 'Keeps the largest value of each small window',
        B: 'Adds more filters to capture larger patterns',
        C: 'Normalises activations to zero mean and unit variance',
        D: 'Randomly zeroes activations during training',
      },
      correct: 'A',
      explanation:
        'Pooling downsamples feature maps, cutting computation and adding tolerance to small shifts. Normalising is batch norm; random zeroing is dropout.',
    },
    {
      question: 'Why is transfer learning effective with a small labelled dataset?',
      options: {
        A: 'It needs no labels at all for the new task',
        B: 'The backbone is retrained from scratch',
        C: "It already knows the new task's classes",
        D: 'Pretrained layers already detect generic features',
      },
      correct: 'D',
      explanation:
        'Layers learned on a large dataset provide strong generic features, so only the new head (and perhaps a gentle fine-tune) must be learned from the few labels you have.',
    },
    {
      question:
        'When fine-tuning an unfrozen pretrained backbone, what learning rate is usually appropriate?',
      options: {
        A: 'Larger than from scratch',
        B: 'Smaller than for the new head, so learned features survive',
        C: 'Exactly zero for the pretrained layers and the new head',
        D: 'The same as for training from scratch (e.g. lr = 0.1)',
      },
      correct: 'B',
      explanation:
        'Large updates would erase the useful pretrained weights, so the backbone gets a small rate. A zero rate everywhere would train nothing.',
    },
    {
      question: 'Which augmentation could change the correct label?',
      options: {
        A: 'Brightening a cat photo by 15-20%',
        B: 'Cropping a thin border off a landscape photo',
        C: 'Flipping the photo of a car horizontally',
        D: 'Rotating an image of the digit 6 by 180°',
      },
      correct: 'D',
      explanation:
        'A rotated 6 looks like a 9, so this augmentation breaks the label. Augmentations must keep the label valid.',
    },
    {
      question: 'What problem do LSTM gates address in recurrent networks?',
      options: {
        A: 'Keeping information over long sequences',
        B: 'Processing all the time steps in parallel on a GPU',
        C: 'Computing attention between every pair of steps',
        D: 'Reducing the number of classes in recurrent outputs',
      },
      correct: 'A',
      explanation:
        'Plain RNNs forget quickly because gradients vanish over many steps; gates decide what the cell keeps, forgets and outputs. LSTMs still process steps sequentially.',
    },
    {
      question: 'Why have transformers largely replaced RNNs?',
      options: {
        A: 'RNNs cannot represent text sequences',
        B: 'Transformers need far less training data than RNNs do',
        C: 'Attention handles all positions in parallel and long ranges',
        D: 'Transformers process tokens one by one with a gated memory',
      },
      correct: 'C',
      explanation:
        'Sequential RNN computation limits GPU parallelism and long-context modelling; attention connects every position directly and computes them all at once.',
    },
    {
      question: 'What does mixed-precision training provide?',
      options: {
        A: 'Higher numerical accuracy than float32 (FP32) training',
        B: 'Faster training and less memory via 16-bit maths',
        C: 'Exact bit-for-bit reproducible training across GPUs',
        D: 'A separate learning rate chosen for each layer automatically',
      },
      correct: 'B',
      explanation:
        'torch.autocast with bfloat16 or float16 speeds up matrix operations on modern accelerators and roughly halves activation memory, at slightly lower precision, not higher.',
    },
    {
      question:
        'How many weights does one 3×3 convolution filter have on an RGB input, ignoring the bias?',
      options: {
        A: '9 (3 × 3)',
        B: '27 (3 × 3 × 3)',
        C: '12 (9 + 3)',
        D: '3 (one per channel)',
      },
      correct: 'B',
      explanation:
        'A filter spans all input channels: 3 × 3 × 3 = 27 weights. A layer with k such filters has 27k weights, however large the image.',
    },
    {
      question:
        'A 3×3 convolution with stride 2 and padding 1 is applied to a 64×64 feature map. What spatial size comes out?',
      options: {
        A: '64×64',
        B: '62×62',
        C: '32×32',
        D: '16×16, since each side is halved twice',
      },
      correct: 'C',
      explanation:
        'Output = floor((64 + 2·1 - 3) / 2) + 1 = 32. Padding 1 keeps the size only at stride 1; 62×62 is stride 1 without padding.',
    },
    {
      question: 'Which images should random flips and crops be applied to?',
      options: {
        A: 'Training, validation and test images alike',
        B: 'Test images only',
        C: 'Validation images only, to simulate new data',
        D: 'Training images only',
      },
      correct: 'D',
      explanation:
        'Augmentation creates varied training examples to teach invariances. Validation and test images must stay as they are so scores reflect real inputs.',
    },
  ],
  problems: [],
};
