Feature: The sandbox's system-call filter holds against other entry points
  A sandboxed command cannot reach a host Unix socket through a 32-bit system call, x32 or io_uring:
  calls of another architecture fail whatever they are, and io_uring is not there. The kernel's own
  answer to each call is what the scenarios read.

  Background:
    Given a toolkit with the sandbox enabled
    And a script that makes raw system calls

  @regression
  Scenario: A 32-bit socket call is refused in the sandbox
    When I execute BashTool with:
      | command | python3 {tempDir}/calls.py socket32 |
    Then the output should contain "socket32: refused (errno 1)"

  @regression
  Scenario: io_uring cannot be set up in the sandbox
    When I execute BashTool with:
      | command | python3 {tempDir}/calls.py uring |
    Then the output should contain "uring: refused (errno 38)"

  Scenario: A native socket that is not a Unix one still works in the sandbox
    When I execute BashTool with:
      | command | python3 {tempDir}/calls.py inet |
    Then the output should contain "inet: allowed"

  Scenario: Outside the sandbox the same 32-bit call reaches the kernel
    Given a toolkit with the sandbox turned off
    When I execute BashTool with:
      | command | python3 {tempDir}/calls.py socket32 |
    Then the output should contain "socket32: allowed"
