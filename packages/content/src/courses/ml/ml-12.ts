import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ml-12',
  order: 12,
  title: 'Transformers, Embeddings and Large Language Models',
  description: 'Understand tokenisation, embeddings and self-attention, how transformer-based language models are pre-trained and adapted, and how to build with them using prompting, RAG and fine-tuning.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain tokens, embeddings and scaled dot-product self-attention',
    'Describe the transformer block and positional information',
    'Explain pre-training, instruction tuning and preference alignment',
    'Choose between prompting, retrieval-augmented generation and fine-tuning',
  ],
  lesson: `## Tokens and embeddings

Language models do not see characters or words directly. A **tokeniser** (byte-pair encoding or similar) splits text into **subword tokens**: common words are one token, rare words several pieces. Each token ID is mapped to an **embedding**, a learned vector of hundreds or thousands of numbers. Embeddings place related meanings near each other, so \`king\` and \`queen\` are close and \`queen\` far from \`carburettor\`. Sentence-level **embedding models** produce one vector per text, the basis of semantic search, clustering and recommendations.

## Self-attention

The key innovation of the **transformer** (Vaswani et al., 2017) is **self-attention**. For each token, the model computes three vectors by linear projections: a **query** (what am I looking for?), a **key** (what do I contain?) and a **value** (what do I pass on?). The attention weights for a token are the softmax of its query's dot products with all keys, scaled by \`sqrt(d)\`:

\`Attention(Q, K, V) = softmax(QKᵀ / sqrt(d)) V\`

Each output is thus a weighted mix of all tokens' values, so "it" in "the animal didn't cross the street because it was tired" can attend strongly to "animal". **Multi-head** attention runs several attention operations in parallel to capture different relationships. Every position is processed at once, which parallelises well on GPUs. Because attention itself ignores order, **positional information** is added, today usually with rotary position embeddings (RoPE). The cost grows quadratically with sequence length, which is why long context windows need optimised kernels such as FlashAttention.

A **transformer block** combines multi-head attention and a feed-forward network, each wrapped with a residual connection and layer normalisation; models stack dozens of blocks. **Encoder** models (BERT) see the whole text and suit classification and embeddings; **decoder-only** models (the GPT family, Llama, Claude, Gemini and others) use **causal masking** so each token only sees earlier tokens, which is what text generation needs.

## From pre-training to assistant

1. **Pre-training**: predict the next token over trillions of tokens of text and code. The model absorbs grammar, facts and reasoning patterns (self-supervised learning).
2. **Instruction tuning** (supervised fine-tuning): train on example conversations so the model follows instructions.
3. **Preference alignment**: reinforcement learning from human or AI feedback (RLHF, RLAIF) or direct preference optimisation (DPO) steers it toward helpful, honest, harmless answers.

At inference the model generates one token at a time; **temperature** and top-p sampling control randomness.

## Building with LLMs

- **Prompting**: clear instructions, context and a few examples (few-shot) often suffice. Ask for structured output such as JSON when software consumes the answer.
- **Retrieval-augmented generation (RAG)**: split your documents into chunks, embed them, store them in a vector index, retrieve the chunks most similar to the question, and include them in the prompt. RAG keeps answers current and grounded in your data, and lets you cite sources.
- **Tool use and agents**: the model calls functions (search, databases, code execution) and uses the results.
- **Fine-tuning**: adapt weights on your examples for a consistent format, tone or specialised skill. **Parameter-efficient** methods such as **LoRA** train small adapter matrices instead of all weights, making it feasible on a single GPU.

\`\`\`python
from sentence_transformers import SentenceTransformer
model = SentenceTransformer("all-MiniLM-L6-v2")
docs = ["Reset your password from the login page.", "Invoices are emailed monthly."]
doc_vecs = model.encode(docs, normalize_embeddings=True)
q = model.encode(["How do I change my password?"], normalize_embeddings=True)
best = (doc_vecs @ q.T).argmax()        # cosine similarity via dot product
\`\`\`

## Limits to design around

LLMs can **hallucinate** fluent but false statements, have a knowledge cut-off, are sensitive to prompt wording, can be manipulated by **prompt injection** in retrieved content, and are costly at scale. Evaluate them on your own task with test sets and automatic plus human review, just like any other model.
`,
  overview: {
    whatYouWillLearn: [
      'Text is split into subword tokens, and each token is mapped to a learned embedding vector.',
      'Self-attention lets every token weigh every other token using queries, keys and values.',
      'Transformer blocks stack multi-head attention and feed-forward layers with residual connections and normalisation.',
      'Decoder-only language models are pre-trained to predict the next token on huge corpora.',
      'Instruction tuning and preference optimisation turn a raw model into a helpful assistant.',
      'Retrieval-augmented generation grounds answers in documents found by embedding similarity search.',
    ],
    proTip: 'Before fine-tuning a language model, exhaust cheaper options: a clear prompt with a few examples, then retrieval of relevant documents; fine-tune only when you need a consistent style, format or skill that prompting cannot reliably produce.',
  },
  mcqs: [
    {
      question: 'What is a token in the context of language models?',
      options: {
        A: 'A complete sentence',
        B: 'A subword unit produced by the tokeniser, mapped to an ID and an embedding',
        C: 'An API key',
        D: 'A single bit of text',
      },
      correct: 'B',
      explanation: 'Tokenisers split text into subword pieces that the model processes.',
    },
    {
      question: 'In self-attention, how are the attention weights for a token computed?',
      options: {
        A: 'As the softmax of its query\'s scaled dot products with all keys',
        B: 'By counting word frequencies',
        C: 'By a convolution over neighbouring tokens only',
        D: 'Randomly at each step',
      },
      correct: 'A',
      explanation: 'softmax(QKᵀ / sqrt(d)) gives how much each token attends to every other token.',
    },
    {
      question: 'Why do transformers need positional information?',
      options: {
        A: 'To reduce the vocabulary size',
        B: 'To speed up tokenisation',
        C: 'Attention on its own is order-agnostic, so word order must be injected',
        D: 'To compress embeddings',
      },
      correct: 'C',
      explanation: 'Without positions, a permuted sentence would look identical to the model.',
    },
    {
      question: 'How does a decoder-only language model prevent tokens from seeing future tokens?',
      options: {
        A: 'It reverses the input text',
        B: 'It uses dropout on future tokens',
        C: 'It trains only on single words',
        D: 'It applies a causal attention mask',
      },
      correct: 'D',
      explanation: 'The causal mask restricts each position to attend to itself and earlier positions.',
    },
    {
      question: 'What is the objective of LLM pre-training?',
      options: {
        A: 'Predicting the next token over a very large text corpus',
        B: 'Classifying images',
        C: 'Maximising human ratings directly',
        D: 'Clustering documents',
      },
      correct: 'A',
      explanation: 'Next-token prediction is a self-supervised objective that needs no manual labels.',
    },
    {
      question: 'What does retrieval-augmented generation (RAG) do?',
      options: {
        A: 'Retrains the model every night',
        B: 'Retrieves relevant document chunks by similarity and adds them to the prompt so answers are grounded',
        C: 'Compresses the model for mobile devices',
        D: 'Removes hallucinations completely',
      },
      correct: 'B',
      explanation: 'RAG supplies current, specific context at inference time without changing weights.',
    },
    {
      question: 'What is LoRA used for?',
      options: {
        A: 'Tokenising text',
        B: 'Measuring attention',
        C: 'Parameter-efficient fine-tuning by training small low-rank adapter matrices',
        D: 'Detecting prompt injection',
      },
      correct: 'C',
      explanation: 'LoRA updates a small number of added parameters instead of the full model.',
    },
    {
      question: 'Why does attention\'s cost matter for long context windows?',
      options: {
        A: 'It grows linearly with vocabulary size',
        B: 'It does not depend on sequence length',
        C: 'It decreases as sequences grow',
        D: 'It grows quadratically with sequence length',
      },
      correct: 'D',
      explanation: 'Every token attends to every other token, giving n² interactions.',
    },
    {
      question: 'What is prompt injection?',
      options: {
        A: 'Instructions hidden in user input or retrieved content that try to override the system\'s intended behaviour',
        B: 'A method to speed up inference',
        C: 'A fine-tuning technique',
        D: 'Adding examples to a prompt',
      },
      correct: 'A',
      explanation: 'Untrusted text can contain instructions the model might follow, so it must be treated as data.',
    },
  ],
  problems: [],
};
