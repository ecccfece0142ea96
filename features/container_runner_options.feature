Feature: Choosing the container runner from the command line
  `--container NAME` runs the server's (or the CLI's) shells inside a running container;
  `--container-image` or `--container-rootfs` starts one for them, with `--container-network`,
  `--container-memory` and `--container-pids` for that one. Contradictions are usage errors that
  name the flags, before anything starts.

  Scenario Outline: Flags that contradict each other are refused by name
    When the server is started with the flags <flags>
    Then it should exit with code 2 and say "<message>"

    Examples:
      | flags                                          | message                                                                              |
      | --container one --container-image two          | --container and --container-image: give one of them                                 |
      | --container-image one --container-rootfs /     | --container-image and --container-rootfs: give one of them                          |
      | --container-memory 1g                          | --container-memory: needs --container, --container-image or --container-rootfs     |
      | --container-engine docker                      | --container-engine: needs --container, --container-image or --container-rootfs     |
      | --container one --container-pids 10            | --container-pids: only for a container the server starts                            |
      | --sandbox --container one                      | --sandbox and --container: give one of them (the container is the sandbox)          |
      | --container-image one --container-pids many    | --container-pids: expected an integer from 1 to 1000000, got \"many\"              |
