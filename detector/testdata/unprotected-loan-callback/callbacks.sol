pragma solidity ^0.8.10;

interface IERC20 {
    function approve(address spender, uint256 amount) external returns (bool);
    function transfer(address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

interface ILender {
    function flashLoan(address receiver, address token, uint256 amount, bytes calldata data) external returns (bool);
}

// Checks the lender but not the initiator: anyone can make it pay fees (naive receiver).
contract FeePayingReceiver {
    address public immutable pool;

    constructor(address pool_) {
        pool = pool_;
    }

    function onFlashLoan(address, address token, uint256 amount, uint256 fee, bytes calldata)
        external returns (bytes32)
    {
        require(msg.sender == pool, "pool");
        IERC20(token).approve(pool, amount + fee); // want "FeePayingReceiver.onFlashLoan\\(\\) checks only that pool calls it, and ignores the address it is passed of who took the loan"
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }
}

// Checks the lender, names the initiator but never reads it, and runs packed calls from the data.
contract PackedCallsCallee {
    address public solo;
    address public owner;

    struct Step {
        address target;
        bytes payload;
    }

    constructor(address solo_) {
        solo = solo_;
        owner = msg.sender;
    }

    function callFunction(address sender, uint256 accountNumber, bytes memory data) external {
        require(msg.sender == solo, "solo");
        Step[] memory steps = abi.decode(data, (Step[]));
        for (uint256 i = 0; i < steps.length; i++) {
            (bool ok, ) = steps[i].target.call(steps[i].payload); // want "PackedCallsCallee.callFunction\\(\\) checks only that solo calls it, .* runs the call to steps\\[i\\].target"
            require(ok, "step");
        }
    }
}

// Safe: the initiator must be this contract.
contract InitiatorChecked {
    address public immutable pool;
    address public immutable owner;

    constructor(address pool_) {
        pool = pool_;
        owner = msg.sender;
    }

    function start(address token, uint256 amount) external {
        require(msg.sender == owner, "owner");
        ILender(pool).flashLoan(address(this), token, amount, "");
    }

    function onFlashLoan(address initiator, address token, uint256 amount, uint256 fee, bytes calldata)
        external returns (bytes32)
    {
        require(msg.sender == pool, "pool");
        require(initiator == address(this), "initiator");
        IERC20(token).approve(pool, amount + fee);
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }
}

// Safe: a flag set before the loan tells this contract's own loans from others'.
contract FlagChecked {
    address public immutable pool;
    address public immutable owner;
    bool private borrowing;

    constructor(address pool_) {
        pool = pool_;
        owner = msg.sender;
    }

    function start(address token, uint256 amount) external {
        require(msg.sender == owner, "owner");
        borrowing = true;
        ILender(pool).flashLoan(address(this), token, amount, "");
        borrowing = false;
    }

    function onFlashLoan(address, address token, uint256 amount, uint256 fee, bytes calldata)
        external returns (bytes32)
    {
        require(msg.sender == pool, "pool");
        require(borrowing, "not ours");
        IERC20(token).approve(pool, amount + fee);
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }
}

// Safe: only the owner's transaction gets here, whoever called the lender.
contract OriginChecked {
    address public immutable pool;
    address public immutable owner;

    constructor(address pool_) {
        pool = pool_;
        owner = msg.sender;
    }

    function onFlashLoan(address, address token, uint256 amount, uint256 fee, bytes calldata)
        external returns (bytes32)
    {
        require(msg.sender == pool, "pool");
        require(tx.origin == owner, "origin");
        IERC20(token).approve(pool, amount + fee);
        return keccak256("ERC3156FlashBorrower.onFlashLoan");
    }
}

// Safe: a reward notifier that ignores the address it is passed pays nothing back from its parameters.
contract RewardNotified {
    address public immutable distributor;
    uint256 public rewardRate;

    constructor(address distributor_) {
        distributor = distributor_;
    }

    function notifyRewardAmount(address, uint256 reward) external {
        require(msg.sender == distributor, "distributor");
        rewardRate = reward / 7 days;
    }
}
