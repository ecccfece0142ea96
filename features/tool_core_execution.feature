Feature: Tool core - execution
  BaseTool.execute validates, honours dry run, times the call, enforces the context's timeout,
  answers cancellation, and turns every thrown error into a failed result (spec 003 sections 3 and 5).

  Background:
    Given a registry with the test tools

  Scenario: A successful call returns the tool's output and is timed
    Given a text file with 3 lines
    When I call the "Read" tool on the file with {}
    Then the result should be successful
    And the output should be the file's lines 1 to 3
    And the result should have a duration

  Scenario: Dry run validates and describes, but does not run
    Given the context is a dry run
    When I call the "Wait" tool with {"ms": 3000}
    Then the result should be successful
    And the output should contain "[Dry Run] Would execute Wait with {\"ms\":3000}"
    And metadata should contain dry_run=true
    And the call should have taken less than 500 ms

  Scenario: Dry run still rejects invalid parameters
    Given the context is a dry run
    When I call the "Wait" tool with {"ms": -1}
    Then the result should be failed
    And the error should contain "ms: must be >= 0, got -1"

  Scenario: A call that outlives the context's timeout fails as timed out
    Given the context's timeout is 200 ms
    When I call the "Wait" tool with {"ms": 5000}
    Then the result should be failed
    And the error should contain "Wait timed out after 200ms"
    And metadata should contain timed_out=true
    And the call should have taken less than 1000 ms
    And the tool should have been aborted with a ToolTimeoutError

  Scenario: Cancelling through the context's AbortSignal ends the call
    Given the context can be cancelled
    When I call the "Wait" tool with {"ms": 5000} and cancel it after 100 ms
    Then the result should be failed
    And the error should contain "Wait was cancelled"
    And metadata should contain cancelled=true
    And the call should have taken less than 1000 ms
    And the tool should have been aborted

  Scenario: A call whose signal is already aborted does not run
    Given the context was cancelled before the call
    When I call the "Wait" tool with {"ms": 5000}
    Then the result should be failed
    And the error should contain "Wait was cancelled"
    And the call should have taken less than 100 ms

  Scenario Outline: An error thrown by a tool becomes a failed result
    When I call the "Throw" tool with {"message": "disk on fire", "kind": "<kind>"}
    Then the result should be failed
    And the error should contain "disk on fire"
    And metadata should contain error_type="<type>"

    Examples:
      | kind       | type      |
      | error      | Error     |
      | type-error | TypeError |
      | string     | Error     |

  Scenario: A result displays as the model reads it
    When I call the "Throw" tool with {"message": "disk on fire"}
    Then the result should display as "Error: disk on fire"
    When I call the "Bash" tool with {"command": "echo partial; exit 2"}
    Then the result should display as "Error: Command failed with exit code 2\npartial\n"
    When I call the "Bash" tool with {"command": "echo fine"}
    Then the result should display as "fine\n"
