pragma solidity ^0.5.0;

contract Enum {
    enum Operation {Call, DelegateCall, Create}
}

interface OwnerManager {
    function isOwner(address owner) external view returns (bool);
}

interface ModuleManager {
    function execTransactionFromModule(address to, uint256 value, bytes calldata data, Enum.Operation operation)
        external
        returns (bool success);
}

contract Module {
    ModuleManager public manager;

    modifier authorized() {
        require(msg.sender == address(manager), "Method can only be called from manager");
        _;
    }

    function setManager() internal {
        require(address(manager) == address(0), "Manager has already been set");
        manager = ModuleManager(msg.sender);
    }
}

// A daily limit module of a multisig account: any single owner may move up to the daily limit of a token
// without the other owners' signatures. The limit check adds without overflow protection.
contract DailyLimitModule is Module {
    struct DailyLimit {
        uint256 dailyLimit;
        uint256 spentToday;
        uint256 lastDay;
    }

    mapping(address => DailyLimit) public dailyLimits;

    function setup(address[] memory tokens, uint256[] memory _dailyLimits) public {
        setManager();
        for (uint256 i = 0; i < tokens.length; i++) {
            dailyLimits[tokens[i]].dailyLimit = _dailyLimits[i];
        }
    }

    function changeDailyLimit(address token, uint256 dailyLimit) public authorized {
        dailyLimits[token].dailyLimit = dailyLimit;
    }

    function executeDailyLimit(address token, address to, uint256 amount) public {
        require(OwnerManager(address(manager)).isOwner(msg.sender), "Method can only be called by an owner");
        require(to != address(0), "Invalid to address provided");
        require(amount > 0, "Invalid amount provided");
        DailyLimit storage dailyLimit = dailyLimits[token];
        if (today() > dailyLimit.lastDay) {
            dailyLimit.lastDay = today();
            dailyLimit.spentToday = 0;
        }
        // <yes> <report> ARITHMETIC
        require(dailyLimit.spentToday + amount <= dailyLimit.dailyLimit, "Daily limit has been reached");
        dailyLimit.spentToday += amount;
        if (token == address(0)) {
            require(manager.execTransactionFromModule(to, amount, "", Enum.Operation.Call), "Could not execute ether transfer");
        } else {
            bytes memory data = abi.encodeWithSignature("transfer(address,uint256)", to, amount);
            require(manager.execTransactionFromModule(token, 0, data, Enum.Operation.Call), "Could not execute token transfer");
        }
    }

    function today() public view returns (uint256) {
        return now - (now % 1 days);
    }
}
