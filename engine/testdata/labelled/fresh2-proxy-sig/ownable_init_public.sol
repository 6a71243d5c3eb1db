// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

abstract contract Initializable {
    bool private _initialized;
    bool private _initializing;

    modifier initializer() {
        require(_initializing || !_initialized, "Initializable: contract is already initialized");
        bool isTopLevelCall = !_initializing;
        if (isTopLevelCall) {
            _initializing = true;
            _initialized = true;
        }
        _;
        if (isTopLevelCall) {
            _initializing = false;
        }
    }
}

abstract contract OwnableUpgradeable is Initializable {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    // <yes> <report> ACCESS_CONTROL
    function __Ownable_init() public {
        _transferOwnership(msg.sender);
    }

    function owner() public view returns (address) {
        return _owner;
    }

    modifier onlyOwner() {
        require(owner() == msg.sender, "Ownable: caller is not the owner");
        _;
    }

    function transferOwnership(address newOwner) public onlyOwner {
        require(newOwner != address(0), "Ownable: new owner is the zero address");
        _transferOwnership(newOwner);
    }

    function _transferOwnership(address newOwner) internal {
        address oldOwner = _owner;
        _owner = newOwner;
        emit OwnershipTransferred(oldOwner, newOwner);
    }
}

contract RewardsTreasury is Initializable, OwnableUpgradeable {
    mapping(address => bool) public distributors;
    uint256 public epochBudget;

    function initialize(uint256 budget) external initializer {
        __Ownable_init();
        epochBudget = budget;
    }

    function setDistributor(address d, bool enabled) external onlyOwner {
        distributors[d] = enabled;
    }

    function setBudget(uint256 budget) external onlyOwner {
        epochBudget = budget;
    }

    function release(address payable to, uint256 amount) external {
        require(distributors[msg.sender], "not distributor");
        require(amount <= epochBudget, "budget");
        epochBudget -= amount;
        to.transfer(amount);
    }

    receive() external payable {}
}
