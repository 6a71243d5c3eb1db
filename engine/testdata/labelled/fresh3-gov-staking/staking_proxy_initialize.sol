// SPDX-License-Identifier: MIT
pragma solidity ^0.8.2;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
    function balanceOf(address account) external view returns (uint256);
}

abstract contract Initializable {
    bool private _initialized;
    bool private _initializing;

    modifier initializer() {
        require(_initializing || !_initialized, "Initializable: already initialized");
        bool top = !_initializing;
        if (top) {
            _initializing = true;
            _initialized = true;
        }
        _;
        if (top) {
            _initializing = false;
        }
    }
}

contract ValidatorStakingV1 is Initializable {
    IERC20 public token;
    address public admin;
    uint256 public commissionBps;
    uint256 public totalStaked;
    mapping(address => uint256) public stakeOf;

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    function initialize(IERC20 _token, uint256 _commissionBps) external initializer {
        token = _token;
        commissionBps = _commissionBps;
    }

    // set in a second step after deployment through the proxy
    function setAdmin(address _admin) external {
        require(admin == address(0) || msg.sender == admin, "admin");
        // <yes> <report> ACCESS_CONTROL
        admin = _admin;
    }

    function setCommission(uint256 bps) external onlyAdmin {
        require(bps <= 2000, "too high");
        commissionBps = bps;
    }

    function stake(uint256 amount) external {
        require(token.transferFrom(msg.sender, address(this), amount), "stake");
        stakeOf[msg.sender] += amount;
        totalStaked += amount;
    }

    function unstake(uint256 amount) external {
        stakeOf[msg.sender] -= amount;
        totalStaked -= amount;
        require(token.transfer(msg.sender, amount), "unstake");
    }

    function sweepExcess(address to) external onlyAdmin {
        uint256 excess = token.balanceOf(address(this)) - totalStaked;
        require(token.transfer(to, excess), "sweep");
    }
}
