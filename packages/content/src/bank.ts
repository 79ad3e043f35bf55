/** The practice bank: the 17 suggested topics of the /tests page plus the general fallback pool. */
import type { BankTopic } from '@app/shared/content.schemas';
import { topic as htmlCss } from './bank/html-css/index';
import { topic as javascriptFundamentals } from './bank/javascript-fundamentals/index';
import { topic as pythonBasics } from './bank/python-basics/index';
import { topic as git } from './bank/git/index';
import { topic as sql } from './bank/sql/index';
import { topic as react } from './bank/react/index';
import { topic as nodejsExpress } from './bank/nodejs-express/index';
import { topic as restApis } from './bank/rest-apis/index';
import { topic as dataStructures } from './bank/data-structures/index';
import { topic as algorithms } from './bank/algorithms/index';
import { topic as oop } from './bank/oop/index';
import { topic as systemDesign } from './bank/system-design/index';
import { topic as microservices } from './bank/microservices/index';
import { topic as advancedAlgorithms } from './bank/advanced-algorithms/index';
import { topic as machineLearning } from './bank/machine-learning/index';
import { topic as cloudComputing } from './bank/cloud-computing/index';
import { topic as devopsCicd } from './bank/devops-cicd/index';
import { topic as generalProgramming } from './bank/general-programming/index';

export const BANK_TOPICS: readonly BankTopic[] = [
  htmlCss,
  javascriptFundamentals,
  pythonBasics,
  git,
  sql,
  react,
  nodejsExpress,
  restApis,
  dataStructures,
  algorithms,
  oop,
  systemDesign,
  microservices,
  advancedAlgorithms,
  machineLearning,
  cloudComputing,
  devopsCicd,
  generalProgramming,
];
