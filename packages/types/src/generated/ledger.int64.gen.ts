// Generated from specs/ledger by tools/codegen. Do not edit: change the spec or the generator, then run `npm run generate`.
import type { components as numberComponents } from './ledger.gen.ts';
import type { BigIntSchemas } from '../runtime/bigint-schemas.ts';

/** Where each component schema that holds int64 integers holds them (`1` an int64, `[S]` in the items, `$map` any property). */
export interface SchemaInt64Shapes {
  readonly GetUpdatesRequest: {
    readonly beginExclusive: 1;
    readonly endInclusive: 1;
  };
  readonly JsGetUpdatesResponse: {
    readonly update: {
      readonly OffsetCheckpoint: {
        readonly value: {
          readonly offset: 1;
        };
      };
      readonly Reassignment: {
        readonly value: {
          readonly offset: 1;
          readonly events: readonly [{
            readonly JsAssignmentEvent: {
              readonly reassignmentCounter: 1;
              readonly createdEvent: {
                readonly offset: 1;
              };
            };
            readonly JsUnassignedEvent: {
              readonly value: {
                readonly reassignmentCounter: 1;
                readonly offset: 1;
              };
            };
          }];
          readonly paidTrafficCost: 1;
        };
      };
      readonly TopologyTransaction: {
        readonly value: {
          readonly offset: 1;
        };
      };
      readonly Transaction: {
        readonly value: {
          readonly events: readonly [{
            readonly ArchivedEvent: {
              readonly offset: 1;
            };
            readonly CreatedEvent: {
              readonly offset: 1;
            };
            readonly ExercisedEvent: {
              readonly offset: 1;
            };
          }];
          readonly offset: 1;
          readonly paidTrafficCost: 1;
        };
      };
    };
  };
  readonly Update: {
    readonly OffsetCheckpoint: {
      readonly value: {
        readonly offset: 1;
      };
    };
    readonly Reassignment: {
      readonly value: {
        readonly offset: 1;
        readonly events: readonly [{
          readonly JsAssignmentEvent: {
            readonly reassignmentCounter: 1;
            readonly createdEvent: {
              readonly offset: 1;
            };
          };
          readonly JsUnassignedEvent: {
            readonly value: {
              readonly reassignmentCounter: 1;
              readonly offset: 1;
            };
          };
        }];
        readonly paidTrafficCost: 1;
      };
    };
    readonly TopologyTransaction: {
      readonly value: {
        readonly offset: 1;
      };
    };
    readonly Transaction: {
      readonly value: {
        readonly events: readonly [{
          readonly ArchivedEvent: {
            readonly offset: 1;
          };
          readonly CreatedEvent: {
            readonly offset: 1;
          };
          readonly ExercisedEvent: {
            readonly offset: 1;
          };
        }];
        readonly offset: 1;
        readonly paidTrafficCost: 1;
      };
    };
  };
  readonly OffsetCheckpoint: {
    readonly offset: 1;
  };
  readonly JsTransaction: {
    readonly events: readonly [{
      readonly ArchivedEvent: {
        readonly offset: 1;
      };
      readonly CreatedEvent: {
        readonly offset: 1;
      };
      readonly ExercisedEvent: {
        readonly offset: 1;
      };
    }];
    readonly offset: 1;
    readonly paidTrafficCost: 1;
  };
  readonly JsReassignment: {
    readonly offset: 1;
    readonly events: readonly [{
      readonly JsAssignmentEvent: {
        readonly reassignmentCounter: 1;
        readonly createdEvent: {
          readonly offset: 1;
        };
      };
      readonly JsUnassignedEvent: {
        readonly value: {
          readonly reassignmentCounter: 1;
          readonly offset: 1;
        };
      };
    }];
    readonly paidTrafficCost: 1;
  };
  readonly JsReassignmentEvent: {
    readonly JsAssignmentEvent: {
      readonly reassignmentCounter: 1;
      readonly createdEvent: {
        readonly offset: 1;
      };
    };
    readonly JsUnassignedEvent: {
      readonly value: {
        readonly reassignmentCounter: 1;
        readonly offset: 1;
      };
    };
  };
  readonly JsAssignmentEvent: {
    readonly reassignmentCounter: 1;
    readonly createdEvent: {
      readonly offset: 1;
    };
  };
  readonly JsUnassignedEvent: {
    readonly value: {
      readonly reassignmentCounter: 1;
      readonly offset: 1;
    };
  };
  readonly UnassignedEvent: {
    readonly reassignmentCounter: 1;
    readonly offset: 1;
  };
  readonly JsTopologyTransaction: {
    readonly offset: 1;
  };
  readonly Event: {
    readonly ArchivedEvent: {
      readonly offset: 1;
    };
    readonly CreatedEvent: {
      readonly offset: 1;
    };
    readonly ExercisedEvent: {
      readonly offset: 1;
    };
  };
  readonly ArchivedEvent: {
    readonly offset: 1;
  };
  readonly CreatedEvent: {
    readonly offset: 1;
  };
  readonly ExercisedEvent: {
    readonly offset: 1;
  };
  readonly GetLedgerApiVersionResponse: {
    readonly features: {
      readonly offsetCheckpoint: {
        readonly maxOffsetCheckpointEmissionDelay: {
          readonly seconds: 1;
        };
      };
    };
  };
  readonly FeaturesDescriptor: {
    readonly offsetCheckpoint: {
      readonly maxOffsetCheckpointEmissionDelay: {
        readonly seconds: 1;
      };
    };
  };
  readonly OffsetCheckpointFeature: {
    readonly maxOffsetCheckpointEmissionDelay: {
      readonly seconds: 1;
    };
  };
  readonly Duration: {
    readonly seconds: 1;
  };
  readonly GetLedgerEndResponse: {
    readonly offset: 1;
  };
  readonly GetLatestPrunedOffsetsResponse: {
    readonly participantPrunedUpToInclusive: 1;
    readonly allDivulgedContractsPrunedUpToInclusive: 1;
  };
  readonly JsCommands: {
    readonly deduplicationPeriod: {
      readonly DeduplicationDuration: {
        readonly value: {
          readonly seconds: 1;
        };
      };
      readonly DeduplicationOffset: {
        readonly value: 1;
      };
    };
    readonly minLedgerTimeRel: {
      readonly seconds: 1;
    };
  };
  readonly DeduplicationPeriod: {
    readonly DeduplicationDuration: {
      readonly value: {
        readonly seconds: 1;
      };
    };
    readonly DeduplicationOffset: {
      readonly value: 1;
    };
  };
  readonly SubmitAndWaitResponse: {
    readonly completionOffset: 1;
  };
  readonly JsSubmitAndWaitForTransactionRequest: {
    readonly commands: {
      readonly deduplicationPeriod: {
        readonly DeduplicationDuration: {
          readonly value: {
            readonly seconds: 1;
          };
        };
        readonly DeduplicationOffset: {
          readonly value: 1;
        };
      };
      readonly minLedgerTimeRel: {
        readonly seconds: 1;
      };
    };
  };
  readonly JsSubmitAndWaitForTransactionResponse: {
    readonly transaction: {
      readonly events: readonly [{
        readonly ArchivedEvent: {
          readonly offset: 1;
        };
        readonly CreatedEvent: {
          readonly offset: 1;
        };
        readonly ExercisedEvent: {
          readonly offset: 1;
        };
      }];
      readonly offset: 1;
      readonly paidTrafficCost: 1;
    };
  };
  readonly JsSubmitAndWaitForReassignmentResponse: {
    readonly reassignment: {
      readonly offset: 1;
      readonly events: readonly [{
        readonly JsAssignmentEvent: {
          readonly reassignmentCounter: 1;
          readonly createdEvent: {
            readonly offset: 1;
          };
        };
        readonly JsUnassignedEvent: {
          readonly value: {
            readonly reassignmentCounter: 1;
            readonly offset: 1;
          };
        };
      }];
      readonly paidTrafficCost: 1;
    };
  };
  readonly JsSubmitAndWaitForTransactionTreeResponse: {
    readonly transactionTree: {
      readonly offset: 1;
      readonly eventsById: {
        readonly $map: {
          readonly CreatedTreeEvent: {
            readonly value: {
              readonly offset: 1;
            };
          };
          readonly ExercisedTreeEvent: {
            readonly value: {
              readonly offset: 1;
            };
          };
        };
      };
    };
  };
  readonly CompletionStreamRequest: {
    readonly beginExclusive: 1;
  };
  readonly GetCompletionsRequest: {
    readonly beginExclusive: 1;
  };
  readonly CompletionStreamResponse: {
    readonly completionResponse: {
      readonly Completion: {
        readonly value: {
          readonly deduplicationPeriod: {
            readonly DeduplicationDuration: {
              readonly value: {
                readonly seconds: 1;
              };
            };
            readonly DeduplicationOffset: {
              readonly value: 1;
            };
          };
          readonly offset: 1;
          readonly paidTrafficCost: 1;
        };
      };
      readonly OffsetCheckpoint: {
        readonly value: {
          readonly offset: 1;
        };
      };
    };
  };
  readonly CompletionResponse: {
    readonly Completion: {
      readonly value: {
        readonly deduplicationPeriod: {
          readonly DeduplicationDuration: {
            readonly value: {
              readonly seconds: 1;
            };
          };
          readonly DeduplicationOffset: {
            readonly value: 1;
          };
        };
        readonly offset: 1;
        readonly paidTrafficCost: 1;
      };
    };
    readonly OffsetCheckpoint: {
      readonly value: {
        readonly offset: 1;
      };
    };
  };
  readonly Completion: {
    readonly deduplicationPeriod: {
      readonly DeduplicationDuration: {
        readonly value: {
          readonly seconds: 1;
        };
      };
      readonly DeduplicationOffset: {
        readonly value: 1;
      };
    };
    readonly offset: 1;
    readonly paidTrafficCost: 1;
  };
  readonly GetCompletionByHashResponse: {
    readonly acceptedCompletion: {
      readonly deduplicationPeriod: {
        readonly DeduplicationDuration: {
          readonly value: {
            readonly seconds: 1;
          };
        };
        readonly DeduplicationOffset: {
          readonly value: 1;
        };
      };
      readonly offset: 1;
      readonly paidTrafficCost: 1;
    };
    readonly lastRejectedCompletions: readonly [{
      readonly deduplicationPeriod: {
        readonly DeduplicationDuration: {
          readonly value: {
            readonly seconds: 1;
          };
        };
        readonly DeduplicationOffset: {
          readonly value: 1;
        };
      };
      readonly offset: 1;
      readonly paidTrafficCost: 1;
    }];
  };
  readonly GetActiveContractsRequest: {
    readonly activeAtOffset: 1;
  };
  readonly JsGetActiveContractsResponse: {
    readonly contractEntry: {
      readonly JsActiveContract: {
        readonly createdEvent: {
          readonly offset: 1;
        };
        readonly reassignmentCounter: 1;
      };
      readonly JsIncompleteAssigned: {
        readonly assignedEvent: {
          readonly reassignmentCounter: 1;
          readonly createdEvent: {
            readonly offset: 1;
          };
        };
      };
      readonly JsIncompleteUnassigned: {
        readonly createdEvent: {
          readonly offset: 1;
        };
        readonly unassignedEvent: {
          readonly reassignmentCounter: 1;
          readonly offset: 1;
        };
      };
    };
  };
  readonly JsContractEntry: {
    readonly JsActiveContract: {
      readonly createdEvent: {
        readonly offset: 1;
      };
      readonly reassignmentCounter: 1;
    };
    readonly JsIncompleteAssigned: {
      readonly assignedEvent: {
        readonly reassignmentCounter: 1;
        readonly createdEvent: {
          readonly offset: 1;
        };
      };
    };
    readonly JsIncompleteUnassigned: {
      readonly createdEvent: {
        readonly offset: 1;
      };
      readonly unassignedEvent: {
        readonly reassignmentCounter: 1;
        readonly offset: 1;
      };
    };
  };
  readonly JsActiveContract: {
    readonly createdEvent: {
      readonly offset: 1;
    };
    readonly reassignmentCounter: 1;
  };
  readonly JsIncompleteAssigned: {
    readonly assignedEvent: {
      readonly reassignmentCounter: 1;
      readonly createdEvent: {
        readonly offset: 1;
      };
    };
  };
  readonly JsIncompleteUnassigned: {
    readonly createdEvent: {
      readonly offset: 1;
    };
    readonly unassignedEvent: {
      readonly reassignmentCounter: 1;
      readonly offset: 1;
    };
  };
  readonly GetActiveContractsPageRequest: {
    readonly activeAtOffset: 1;
  };
  readonly JsGetActiveContractsPageResponse: {
    readonly activeContracts: readonly [{
      readonly contractEntry: {
        readonly JsActiveContract: {
          readonly createdEvent: {
            readonly offset: 1;
          };
          readonly reassignmentCounter: 1;
        };
        readonly JsIncompleteAssigned: {
          readonly assignedEvent: {
            readonly reassignmentCounter: 1;
            readonly createdEvent: {
              readonly offset: 1;
            };
          };
        };
        readonly JsIncompleteUnassigned: {
          readonly createdEvent: {
            readonly offset: 1;
          };
          readonly unassignedEvent: {
            readonly reassignmentCounter: 1;
            readonly offset: 1;
          };
        };
      };
    }];
    readonly activeAtOffset: 1;
  };
  readonly JsGetEventsByContractIdResponse: {
    readonly created: {
      readonly createdEvent: {
        readonly offset: 1;
      };
    };
    readonly archived: {
      readonly archivedEvent: {
        readonly offset: 1;
      };
    };
  };
  readonly JsCreated: {
    readonly createdEvent: {
      readonly offset: 1;
    };
  };
  readonly JsArchived: {
    readonly archivedEvent: {
      readonly offset: 1;
    };
  };
  readonly GetContractResponse: {
    readonly createdEvent: {
      readonly offset: 1;
    };
  };
  readonly GetUpdateByOffsetRequest: {
    readonly offset: 1;
  };
  readonly GetUpdatesPageRequest: {
    readonly beginOffsetExclusive: 1;
    readonly endOffsetInclusive: 1;
  };
  readonly JsGetUpdatesPageResponse: {
    readonly updates: readonly [{
      readonly update: {
        readonly Reassignment: {
          readonly value: {
            readonly offset: 1;
            readonly events: readonly [{
              readonly JsAssignmentEvent: {
                readonly reassignmentCounter: 1;
                readonly createdEvent: {
                  readonly offset: 1;
                };
              };
              readonly JsUnassignedEvent: {
                readonly value: {
                  readonly reassignmentCounter: 1;
                  readonly offset: 1;
                };
              };
            }];
            readonly paidTrafficCost: 1;
          };
        };
        readonly TopologyTransaction: {
          readonly value: {
            readonly offset: 1;
          };
        };
        readonly Transaction: {
          readonly value: {
            readonly events: readonly [{
              readonly ArchivedEvent: {
                readonly offset: 1;
              };
              readonly CreatedEvent: {
                readonly offset: 1;
              };
              readonly ExercisedEvent: {
                readonly offset: 1;
              };
            }];
            readonly offset: 1;
            readonly paidTrafficCost: 1;
          };
        };
      };
    }];
    readonly lowestPageOffsetExclusive: 1;
    readonly highestPageOffsetInclusive: 1;
  };
  readonly JsGetUpdateResponse: {
    readonly update: {
      readonly Reassignment: {
        readonly value: {
          readonly offset: 1;
          readonly events: readonly [{
            readonly JsAssignmentEvent: {
              readonly reassignmentCounter: 1;
              readonly createdEvent: {
                readonly offset: 1;
              };
            };
            readonly JsUnassignedEvent: {
              readonly value: {
                readonly reassignmentCounter: 1;
                readonly offset: 1;
              };
            };
          }];
          readonly paidTrafficCost: 1;
        };
      };
      readonly TopologyTransaction: {
        readonly value: {
          readonly offset: 1;
        };
      };
      readonly Transaction: {
        readonly value: {
          readonly events: readonly [{
            readonly ArchivedEvent: {
              readonly offset: 1;
            };
            readonly CreatedEvent: {
              readonly offset: 1;
            };
            readonly ExercisedEvent: {
              readonly offset: 1;
            };
          }];
          readonly offset: 1;
          readonly paidTrafficCost: 1;
        };
      };
    };
  };
  readonly SingleUpdate: {
    readonly Reassignment: {
      readonly value: {
        readonly offset: 1;
        readonly events: readonly [{
          readonly JsAssignmentEvent: {
            readonly reassignmentCounter: 1;
            readonly createdEvent: {
              readonly offset: 1;
            };
          };
          readonly JsUnassignedEvent: {
            readonly value: {
              readonly reassignmentCounter: 1;
              readonly offset: 1;
            };
          };
        }];
        readonly paidTrafficCost: 1;
      };
    };
    readonly TopologyTransaction: {
      readonly value: {
        readonly offset: 1;
      };
    };
    readonly Transaction: {
      readonly value: {
        readonly events: readonly [{
          readonly ArchivedEvent: {
            readonly offset: 1;
          };
          readonly CreatedEvent: {
            readonly offset: 1;
          };
          readonly ExercisedEvent: {
            readonly offset: 1;
          };
        }];
        readonly offset: 1;
        readonly paidTrafficCost: 1;
      };
    };
  };
  readonly JsGetTransactionResponse: {
    readonly transaction: {
      readonly events: readonly [{
        readonly ArchivedEvent: {
          readonly offset: 1;
        };
        readonly CreatedEvent: {
          readonly offset: 1;
        };
        readonly ExercisedEvent: {
          readonly offset: 1;
        };
      }];
      readonly offset: 1;
      readonly paidTrafficCost: 1;
    };
  };
  readonly JsGetTransactionTreeResponse: {
    readonly transaction: {
      readonly offset: 1;
      readonly eventsById: {
        readonly $map: {
          readonly CreatedTreeEvent: {
            readonly value: {
              readonly offset: 1;
            };
          };
          readonly ExercisedTreeEvent: {
            readonly value: {
              readonly offset: 1;
            };
          };
        };
      };
    };
  };
  readonly JsTransactionTree: {
    readonly offset: 1;
    readonly eventsById: {
      readonly $map: {
        readonly CreatedTreeEvent: {
          readonly value: {
            readonly offset: 1;
          };
        };
        readonly ExercisedTreeEvent: {
          readonly value: {
            readonly offset: 1;
          };
        };
      };
    };
  };
  readonly TreeEvent: {
    readonly CreatedTreeEvent: {
      readonly value: {
        readonly offset: 1;
      };
    };
    readonly ExercisedTreeEvent: {
      readonly value: {
        readonly offset: 1;
      };
    };
  };
  readonly JsGetUpdateTreesResponse: {
    readonly update: {
      readonly OffsetCheckpoint: {
        readonly value: {
          readonly offset: 1;
        };
      };
      readonly Reassignment: {
        readonly value: {
          readonly offset: 1;
          readonly events: readonly [{
            readonly JsAssignmentEvent: {
              readonly reassignmentCounter: 1;
              readonly createdEvent: {
                readonly offset: 1;
              };
            };
            readonly JsUnassignedEvent: {
              readonly value: {
                readonly reassignmentCounter: 1;
                readonly offset: 1;
              };
            };
          }];
          readonly paidTrafficCost: 1;
        };
      };
      readonly TransactionTree: {
        readonly value: {
          readonly offset: 1;
          readonly eventsById: {
            readonly $map: {
              readonly CreatedTreeEvent: {
                readonly value: {
                  readonly offset: 1;
                };
              };
              readonly ExercisedTreeEvent: {
                readonly value: {
                  readonly offset: 1;
                };
              };
            };
          };
        };
      };
    };
  };
  readonly UpdateTree: {
    readonly OffsetCheckpoint: {
      readonly value: {
        readonly offset: 1;
      };
    };
    readonly Reassignment: {
      readonly value: {
        readonly offset: 1;
        readonly events: readonly [{
          readonly JsAssignmentEvent: {
            readonly reassignmentCounter: 1;
            readonly createdEvent: {
              readonly offset: 1;
            };
          };
          readonly JsUnassignedEvent: {
            readonly value: {
              readonly reassignmentCounter: 1;
              readonly offset: 1;
            };
          };
        }];
        readonly paidTrafficCost: 1;
      };
    };
    readonly TransactionTree: {
      readonly value: {
        readonly offset: 1;
        readonly eventsById: {
          readonly $map: {
            readonly CreatedTreeEvent: {
              readonly value: {
                readonly offset: 1;
              };
            };
            readonly ExercisedTreeEvent: {
              readonly value: {
                readonly offset: 1;
              };
            };
          };
        };
      };
    };
  };
  readonly GetTransactionByOffsetRequest: {
    readonly offset: 1;
  };
  readonly MinLedgerTime: {
    readonly time: {
      readonly MinLedgerTimeRel: {
        readonly value: {
          readonly seconds: 1;
        };
      };
    };
  };
  readonly MinLedgerTimeChoice: {
    readonly MinLedgerTimeRel: {
      readonly value: {
        readonly seconds: 1;
      };
    };
  };
  readonly CostEstimation: {
    readonly confirmationRequestTrafficCostEstimation: 1;
    readonly confirmationResponseTrafficCostEstimation: 1;
    readonly totalTrafficCostEstimation: 1;
  };
  readonly JsPrepareSubmissionRequest: {
    readonly minLedgerTime: {
      readonly time: {
        readonly MinLedgerTimeRel: {
          readonly value: {
            readonly seconds: 1;
          };
        };
      };
    };
  };
  readonly JsPrepareSubmissionResponse: {
    readonly costEstimation: {
      readonly confirmationRequestTrafficCostEstimation: 1;
      readonly confirmationResponseTrafficCostEstimation: 1;
      readonly totalTrafficCostEstimation: 1;
    };
  };
  readonly JsExecuteSubmissionRequest: {
    readonly deduplicationPeriod: {
      readonly DeduplicationDuration: {
        readonly value: {
          readonly seconds: 1;
        };
      };
      readonly DeduplicationOffset: {
        readonly value: 1;
      };
    };
    readonly minLedgerTime: {
      readonly time: {
        readonly MinLedgerTimeRel: {
          readonly value: {
            readonly seconds: 1;
          };
        };
      };
    };
  };
  readonly JsExecuteSubmissionAndWaitForTransactionRequest: {
    readonly deduplicationPeriod: {
      readonly DeduplicationDuration: {
        readonly value: {
          readonly seconds: 1;
        };
      };
      readonly DeduplicationOffset: {
        readonly value: 1;
      };
    };
    readonly minLedgerTime: {
      readonly time: {
        readonly MinLedgerTimeRel: {
          readonly value: {
            readonly seconds: 1;
          };
        };
      };
    };
  };
  readonly ExecuteSubmissionAndWaitResponse: {
    readonly completionOffset: 1;
  };
  readonly JsExecuteSubmissionAndWaitForTransactionResponse: {
    readonly transaction: {
      readonly events: readonly [{
        readonly ArchivedEvent: {
          readonly offset: 1;
        };
        readonly CreatedEvent: {
          readonly offset: 1;
        };
        readonly ExercisedEvent: {
          readonly offset: 1;
        };
      }];
      readonly offset: 1;
      readonly paidTrafficCost: 1;
    };
  };
}

/** The component schemas as a bigint-mode client (`int64: 'bigint'`) returns them: every int64 field typed `bigint`. */
export interface components {
  schemas: BigIntSchemas<numberComponents['schemas'], SchemaInt64Shapes>;
}
