// SPDX-License-Identifier: MIT
pragma solidity ^0.7.6;
pragma abicoder v2;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address who) external view returns (uint256);
}

/// Treasury of a protocol DAO. The timelock runs spending through execute(); a batch helper was added so
/// keepers could run several "scripts" (library contracts) against the treasury's storage in one transaction.
contract ProtocolTreasury {
    address public timelock;
    mapping(address => bool) public keepers;
    uint256 public nonce;

    event Executed(address indexed target, uint256 value, bytes data);
    event KeeperSet(address keeper, bool active);

    modifier onlyTimelock() {
        require(msg.sender == timelock, "treasury: !timelock");
        _;
    }

    constructor(address _timelock) {
        timelock = _timelock;
    }

    receive() external payable {}

    function setKeeper(address keeper, bool active) external onlyTimelock {
        keepers[keeper] = active;
        emit KeeperSet(keeper, active);
    }

    function execute(address target, uint256 value, bytes calldata data)
        external
        onlyTimelock
        returns (bytes memory)
    {
        (bool ok, bytes memory ret) = target.call{value: value}(data);
        require(ok, "treasury: call failed");
        emit Executed(target, value, data);
        return ret;
    }

    function pay(IERC20 token, address to, uint256 amount) external onlyTimelock {
        require(token.transfer(to, amount), "treasury: transfer failed");
    }

    /// Runs scripts in the treasury's context. Meant for keepers; the keeper check was never added.
    function runScripts(address[] calldata scripts, bytes[] calldata payloads) external {
        require(scripts.length == payloads.length, "treasury: length");
        nonce++;
        for (uint256 i = 0; i < scripts.length; i++) {
            // <yes> <report> ACCESS_CONTROL
            (bool ok, ) = scripts[i].delegatecall(payloads[i]);
            require(ok, "treasury: script failed");
        }
    }
}
