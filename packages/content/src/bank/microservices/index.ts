import type { BankTopic } from '@app/shared/content.schemas';
import { easyMcq, mediumMcq, hardMcq } from './mcq';
import { easyCoding, mediumCoding, hardCoding } from './coding';
import { easyDebug, mediumDebug, hardDebug } from './debug';
import { easyPseudocode, mediumPseudocode, hardPseudocode } from './pseudocode';

export const topic: BankTopic = {
  id: 'microservices',
  name: 'Microservices Architecture',
  aliases: ['microservices', 'microservice', 'service mesh', 'event driven'],
  levels: {
    easy: { mcq: easyMcq, coding: easyCoding, debug: easyDebug, pseudocode: easyPseudocode },
    medium: {
      mcq: mediumMcq,
      coding: mediumCoding,
      debug: mediumDebug,
      pseudocode: mediumPseudocode,
    },
    hard: { mcq: hardMcq, coding: hardCoding, debug: hardDebug, pseudocode: hardPseudocode },
  },
};
